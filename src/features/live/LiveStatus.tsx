import { useTranslation } from 'react-i18next'
import type { LiveState } from './useLiveUpdates'
import './live.css'

/**
 * A discreet line while a live stream is down and being reopened; empty
 * otherwise. The region stays in the page, so screen readers hear the change
 * (politely) and hear nothing while all is well.
 */
export function LiveStatus({ state }: { state: LiveState }) {
  const { t } = useTranslation()
  return (
    <p className="live-status" role="status" data-live-state={state}>
      {state === 'reconnecting' ? t('live.reconnecting') : ''}
    </p>
  )
}
