/**
 * Where each page's heading and intro live: `<group>.pageHeader` in the locale
 * group that page loads anyway (src/i18n/page-keys.ts), so no page's first
 * load carries another page's texts. `/` and the 404 page keep theirs in the
 * shell's `pages` group. Free of runtime imports: browser tests read it too.
 */
import type en from '../../locales/en.json'

type PageKey = keyof typeof en.pages

export const PAGE_HEADER_GROUP = {
  community: 'community',
  match: 'match',
  matchQuestion: 'matchQuestion',
  matchCommunity: 'matchCommunity',
  question: 'question',
  meet: 'meet',
  iframe: 'embed',
  ambassadors: 'ambassadorsArea',
  staff: 'staffConsole',
} as const satisfies Partial<Record<PageKey, keyof typeof en>>
export type PageTextKey = keyof typeof PAGE_HEADER_GROUP

export const pageHeaderKey = <P extends PageTextKey, Part extends 'heading' | 'intro'>(page: P, part: Part) => `${PAGE_HEADER_GROUP[page]}.pageHeader.${part}` as const
