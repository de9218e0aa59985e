import { useTranslation } from 'react-i18next'

/** A translated "could not load" with a retry, for a section whose query failed. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="load-error" role="alert">
      <p>{t('ambassador.loadError')}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {t('ambassador.retry')}
      </button>
    </div>
  )
}
