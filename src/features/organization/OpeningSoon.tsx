import { useTranslation } from 'react-i18next'
import { useData } from 'vike-react/useData'
import type { ShellData } from '../../../renderer/page-data'
import { Link } from '../../components/Link'
import './opening-soon.css'

/**
 * Whether anyone can answer yet (issue 34): false only when the organization
 * says it has no active ambassador. Unknown (no data: the error page, a failed
 * live load) counts as open, so a hiccup never hides a working form.
 */
export function useOpenForVisitors(): boolean {
  return useData<ShellData | undefined>()?.organization?.openForVisitors !== false
}

/**
 * A site with no active ambassador yet (issue 34): a friendly "opening soon"
 * instead of zeros or an empty directory, and — where a form would be — the
 * reason there is none, before anyone types anything that could only fail.
 */
export function OpeningSoon({ form = false }: { form?: boolean }) {
  const { t } = useTranslation()
  const organization = useData<ShellData | undefined>()?.organization
  return (
    <section className="opening-soon" aria-labelledby="opening-soon-title">
      <h2 id="opening-soon-title">{t('app.openingSoon.title')}</h2>
      <p>{t('app.openingSoon.text', { organization: organization?.name || t('app.brand') })}</p>
      {form && <p className="opening-soon-form">{t('app.openingSoon.formNotice')}</p>}
      {form && <Link href="/">{t('app.openingSoon.home')}</Link>}
    </section>
  )
}
