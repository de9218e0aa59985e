import type { Locale } from '../../contract/locale'

/** Ambassadors per page of the /meet chooser ("Show more" loads the next). */
export const MEET_CHOOSER_PAGE_SIZE = 12

/** The chooser's variables, identical in the page data hook and the component so page 1 comes from the prerender. */
export const chooserVariables = (text: string, after: string | null, locale: Locale) => ({
  text: text === '' ? null : text,
  first: MEET_CHOOSER_PAGE_SIZE,
  after,
  locale,
})
