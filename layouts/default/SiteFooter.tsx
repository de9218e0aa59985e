import { useTranslation } from 'react-i18next'
import { useData } from 'vike-react/useData'
import type { ShellData } from '../../renderer/page-data'
import { Link } from '../../src/components/Link'
import { useOrganizationName } from './useOrganizationName'

export function SiteFooter() {
  const { t } = useTranslation()
  const organizationName = useOrganizationName()
  // The organization's own words (issue 34): a new one has none until staff write them, and then the footer says nothing.
  const tagline = useData<ShellData | undefined>()?.organization?.tagline
  return (
    <footer className="site-footer">
      {tagline && <p>{tagline}</p>}
      <p>
        <span>© {organizationName}</span> · <Link href="/ambassadors">{t('nav.ambassadors')}</Link> · <Link href="/question#my-conversations">{t('nav.myConversations')}</Link>
      </p>
    </footer>
  )
}
