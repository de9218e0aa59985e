import { useTranslation } from 'react-i18next'
import { useData } from 'vike-react/useData'
import type { ShellData } from '../../../../renderer/page-data'
import { pageTitle } from '../../../routing/page-title'
import { usePageLocale } from '../../../routing/usePageLocale'
import { useHead } from '../../../runtime/head'

/**
 * The tab's title counts the open questions — "(3) Ambassadors area · …" —
 * so an ambassador working in another tab sees that someone is waiting; the
 * page's own title when none is open, while the count loads, and once the
 * area goes (signed out, session ended). Through the head module: a burst of
 * changes (an answer sent, the account refetched) touches the title once,
 * 10 ms after the last.
 */
export function useOpenQuestionsTitle(openCount: number | null): void {
  const { t } = useTranslation()
  const base = pageTitle(usePageLocale(), 'ambassadors', useData<ShellData | undefined>()?.organization?.name)
  const title = openCount ? t('ambassadorsArea.openQuestionsTitle', { count: openCount, title: base }) : base
  useHead(openCount === null ? undefined : { title }, { title: base })
}
