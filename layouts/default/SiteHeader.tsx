import { useTranslation } from 'react-i18next'
import { Link } from '../../src/components/Link'
import { LanguageSwitch } from './LanguageSwitch'
import { ThemeSwitch } from './ThemeSwitch'
import { useOrganizationName } from './useOrganizationName'

const NAV_ITEMS = [
  { href: '/', key: 'nav.home' },
  { href: '/community', key: 'nav.community' },
  { href: '/match', key: 'nav.match' },
  { href: '/question', key: 'nav.question' },
  { href: '/meet', key: 'nav.meet' },
] as const

export function SiteHeader() {
  const { t } = useTranslation()
  const organizationName = useOrganizationName()
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link href="/" className="site-brand">
          {organizationName}
        </Link>
        <nav aria-label={t('app.mainNavigation')} className="site-nav">
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.href}>
                <Link href={item.href} markCurrent>
                  {t(item.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch />
        <ThemeSwitch />
      </div>
    </header>
  )
}
