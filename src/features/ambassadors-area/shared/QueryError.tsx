import { useTranslation } from 'react-i18next'

/** A failed load: what happened and a Retry that runs the query again. */
export function QueryError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="area-query-error" role="alert">
      <p>{t('ambassadorsArea.loadError')}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {t('ambassadorsArea.retry')}
      </button>
    </div>
  )
}
