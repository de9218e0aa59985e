import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { pageHeaderKey, type PageTextKey } from '../routing/page-header'

/** A page's real heading and intro, from locales/{en,fr}.json `<its group>.pageHeader` (page-title.ts: only that page loads them). */
export function PageHeader({ page, children }: { page: PageTextKey; children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <header className="page-header">
      <h1>{t(pageHeaderKey(page, 'heading'))}</h1>
      <p className="page-intro">{t(pageHeaderKey(page, 'intro'))}</p>
      {children}
    </header>
  )
}
