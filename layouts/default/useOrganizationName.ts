import { useTranslation } from 'react-i18next'
import { usePageContext } from 'vike-react/usePageContext'

/** The organization's name from the page's data, or the product name before data exists. */
export function useOrganizationName(): string {
  const { t } = useTranslation()
  const { data } = usePageContext()
  const name = (data as { organization?: { name?: unknown } } | undefined)?.organization?.name
  return typeof name === 'string' && name ? name : t('app.brand')
}
