import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadingStatus } from '../../components/LoadingStatus'
import { QueryError } from '../../components/QueryError'
import { useBrowserQuery } from '../../graphql/useBrowserQuery'
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
  const query = useBrowserQuery(MapAmbassadorCardQuery, { id, locale })
  const ambassador = query.data?.ambassador

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
    <section ref={panel} tabIndex={-1} className="ambassador-map-selection" aria-label={t('maps.selected.label')} aria-busy={query.status === 'pending' || undefined}>
      <button type="button" className="button button-secondary ambassador-map-close" onClick={onClose}>
        {t('maps.selected.close')}
      </button>
      {ambassador ? (
        <AmbassadorCard ambassador={ambassador} headingLevel={headingLevel} />
      ) : query.status === 'error' ? (
        <QueryError message={t('maps.selected.error')} onRetry={query.refresh} />
      ) : (
        <LoadingStatus label={t('maps.selected.loading')} />
      )}
    </section>
  )
}
