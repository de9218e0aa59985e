import { useTranslation } from 'react-i18next'
import { useData } from 'vike-react/useData'
import type { ShellData } from '../../renderer/page-data'

/** The organization's name from the page's data, or the product name before data exists. */
export function useOrganizationName(): string {
  const { t } = useTranslation()
  // The error page has no data.
  const name = useData<ShellData | undefined>()?.organization?.name
  return name || t('app.brand')
}
