import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '../../../components/Link'
import { LanguageSwitch } from '../../../../layouts/default/LanguageSwitch'
import { ThemeSwitch } from '../../../../layouts/default/ThemeSwitch'
import { useOrganizationName } from '../../../../layouts/default/useOrganizationName'
import './console-layout.css'

/**
 * The staff console's own shell (issue 34): a slim bar with the
 * organization's name (a link to its public site), language and theme — none
 * of the public site's navigation or footer, and the full width for the
 * console's sidebar and tables.
 */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const organizationName = useOrganizationName()
  return (
    <div className="layout-console">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="console-topbar">
        <Link href="/" className="console-brand">
          {organizationName}
          <span className="console-brand-tag">{t('staffConsole.shell.tag')}</span>
        </Link>
        <LanguageSwitch />
        <ThemeSwitch />
      </header>
      <main id="main" tabIndex={-1} className="console-main">
        {children}
      </main>
    </div>
  )
}
