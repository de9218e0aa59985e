import { useTranslation } from 'react-i18next'

/**
 * A query in its pending state with nothing to show yet: a line announced
 * politely (`role="status"`), no spinner flashing for fast answers.
 */
export function LoadingStatus({ label }: { readonly label?: string }) {
  const { t } = useTranslation()
  return (
    <p className="loading-status" role="status">
      {label ?? t('app.loading')}
    </p>
  )
}
