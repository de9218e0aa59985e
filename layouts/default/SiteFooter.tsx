import { useTranslation } from 'react-i18next'
import { Link } from '../../src/components/Link'
import { useOrganizationName } from './useOrganizationName'

export function SiteFooter() {
  const { t } = useTranslation()
  const organizationName = useOrganizationName()
  return (
    <footer className="site-footer">
      <p>{t('app.footer')}</p>
      <p>
        <span>© {organizationName}</span> · <Link href="/ambassadors">{t('nav.ambassadors')}</Link> · <Link href="/question#my-conversations">{t('nav.myConversations')}</Link>
      </p>
    </footer>
  )
}
