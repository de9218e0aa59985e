import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { PageKey } from '../routing/page-title'

/** A page's real heading and intro, from locales/{en,fr}.json `pages.<key>`. */
export function PageHeader({ page, children }: { page: PageKey; children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <header className="page-header">
      <h1>{t(`pages.${page}.heading`)}</h1>
      <p className="page-intro">{t(`pages.${page}.intro`)}</p>
      {children}
    </header>
  )
}
