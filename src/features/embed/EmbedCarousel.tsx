import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface Slide {
  readonly key: string
  readonly content: ReactNode
}

/**
 * One ambassador at a time (WAI-ARIA carousel pattern): Previous / Next
 * buttons, "2 of 6" on each slide, never rotates by itself, so the slide
 * region announces changes politely. Hidden slides are out of the tab order
 * and the accessibility tree; the slide change animates only without
 * reduced motion (embed.css).
 */
export function EmbedCarousel({ slides, label }: { slides: readonly Slide[]; label: string }) {
  const { t } = useTranslation()
  const [index, setIndex] = useState(0)
  const slidesId = useId()
  const total = slides.length
  const current = Math.min(index, total - 1)
  const go = (step: number): void => setIndex((current + step + total) % total)
  return (
    <section className="embed-carousel" aria-roledescription={t('embed.carousel.roledescription')} aria-label={label}>
      <div className="embed-carousel-controls">
        <button type="button" className="embed-carousel-button" aria-controls={slidesId} onClick={() => go(-1)} disabled={total < 2}>
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">{t('embed.carousel.previous')}</span>
        </button>
        <p className="embed-carousel-position" aria-hidden="true">
          {t('embed.carousel.position', { current: current + 1, total })}
        </p>
        <button type="button" className="embed-carousel-button" aria-controls={slidesId} onClick={() => go(1)} disabled={total < 2}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">{t('embed.carousel.next')}</span>
        </button>
      </div>
      <div id={slidesId} className="embed-carousel-slides" aria-live="polite">
        {slides.map((slide, position) => (
          <div
            key={slide.key}
            role="group"
            aria-roledescription={t('embed.carousel.slide')}
            aria-label={t('embed.carousel.position', { current: position + 1, total })}
            className="embed-carousel-slide"
            hidden={position !== current}
          >
            {slide.content}
          </div>
        ))}
      </div>
    </section>
  )
}
