import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

/** The site's layout (header, footer): every page but /iframe (pages/+Layout.tsx). */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <SiteFooter />
    </>
  )
}
