import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useQuery } from 'urql'
import { usePageLocale } from '../../routing/usePageLocale'
import { AmbassadorCard } from '../ambassadors/AmbassadorCard'
import { MapAmbassadorCardQuery } from './maps-queries'

type SelectedAmbassadorProps = {
  readonly id: string
  /** Closes the card (the close button or Escape); the map takes the focus back. */
  readonly onClose: () => void
  /** The card's heading level in the page outline. */
  readonly headingLevel: 3 | 4
}

/**
 * The card of the ambassador whose marker was chosen, under the map. It takes
 * the focus when it opens (and when another marker is chosen), so keyboard
 * and screen-reader users land on it.
 */
export function SelectedAmbassador({ id, onClose, headingLevel }: SelectedAmbassadorProps) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const panel = useRef<HTMLElement>(null)
  const [{ data, error, fetching }, refetch] = useQuery({ query: MapAmbassadorCardQuery, variables: { id, locale } })
  const ambassador = data?.ambassador

  useEffect(() => {
    panel.current?.focus()
  }, [id])

  // Escape anywhere in the card closes it (delegated: the keys come from its buttons and links).
  useEffect(() => {
    const element = panel.current
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    element?.addEventListener('keydown', onKeyDown)
    return () => element?.removeEventListener('keydown', onKeyDown)
  }, [onClose])

  return (
    <section
      ref={panel}
      tabIndex={-1}
      className="ambassador-map-selection"
      aria-label={t('maps.selected.label')}
      aria-busy={fetching || undefined}
    >
      <button type="button" className="button button-secondary ambassador-map-close" onClick={onClose}>
        {t('maps.selected.close')}
      </button>
      {ambassador ? (
        <AmbassadorCard ambassador={ambassador} headingLevel={headingLevel} />
      ) : error && !fetching ? (
        <div role="alert">
          <p>{t('maps.selected.error')}</p>
          <button type="button" className="button button-secondary" onClick={() => refetch({ requestPolicy: 'network-only' })}>
            {t('maps.retry')}
          </button>
        </div>
      ) : (
        <p className="ambassador-map-status">{t('maps.selected.loading')}</p>
      )}
    </section>
  )
}
