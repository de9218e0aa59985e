import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { PageTextKey } from '../routing/page-title'

/** A page's real heading and intro, from locales/{en,fr}.json `pageText.<key>` (a group only the pages that show it load). */
export function PageHeader({ page, children }: { page: PageTextKey; children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <header className="page-header">
      <h1>{t(`pageText.${page}.heading`)}</h1>
      <p className="page-intro">{t(`pageText.${page}.intro`)}</p>
      {children}
    </header>
  )
}
