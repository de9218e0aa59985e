import { useTranslation } from 'react-i18next'

type QueryErrorProps = {
  /** What could not be loaded, translated ("We could not load the free times…"); a generic line by default. */
  readonly message?: string
  readonly onRetry: () => void
}

/**
 * A query in its error state (SPEC §5): the data is gone, not left stale,
 * and Retry runs the query again. `role="alert"` announces it once.
 */
export function QueryError({ message, onRetry }: QueryErrorProps) {
  const { t } = useTranslation()
  return (
    <div className="query-error" role="alert">
      <p>{message ?? t('app.loadError')}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {t('app.retry')}
      </button>
    </div>
  )
}
