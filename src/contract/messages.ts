/**
 * The one catalogue of what form problems say, in en and fr, read by both
 * sides: the API writes `FieldError.message` from it and names the key in
 * `FieldError.messageKey`; the browser's i18next gets the BROWSER_GROUPS from
 * it (src/i18n and the locale-chunks build plugin), so the locale files never
 * repeat these texts. Templates use i18next's `{{name}}` holes. Which key a
 * rule failure names: validation/rule-messages.ts.
 */
import type { Locale } from './locale'
import { EN_MESSAGES, type MessageCatalogue } from './messages.en'
import { FR_MESSAGES } from './messages.fr'

export type { MessageCatalogue }

export const MESSAGES: Readonly<Record<Locale, MessageCatalogue>> = { en: EN_MESSAGES, fr: FR_MESSAGES }

/** A key of one group, e.g. `MessageKey<'errors'>` is `'errors.notFound' | 'errors.slotTaken' | …`. */
export type MessageKey<Group extends keyof MessageCatalogue> = `${Group}.${keyof MessageCatalogue[Group] & string}`

/**
 * The groups the browser translates itself. `errors` stays server-side: the
 * browser shows the API's `FieldError.message` for those codes (or its own
 * wording from the locale files), so no page downloads them.
 */
export const BROWSER_GROUPS = ['validation', 'fields'] as const
export type BrowserMessages = Pick<MessageCatalogue, (typeof BROWSER_GROUPS)[number]>

export function browserMessages(locale: Locale): BrowserMessages {
  const { validation, fields } = MESSAGES[locale]
  return { validation, fields }
}

/** The text of `group.key` in `locale`, or undefined for keys the catalogue does not hold. */
export function messageText(locale: Locale, key: string): string | undefined {
  const [group, name, ...rest] = key.split('.')
  if (group === undefined || name === undefined || rest.length > 0 || !Object.hasOwn(MESSAGES[locale], group)) return undefined
  const texts: Readonly<Record<string, string>> = MESSAGES[locale][group as keyof MessageCatalogue]
  return Object.hasOwn(texts, name) ? texts[name] : undefined
}

/** Fills `{{name}}` holes; unknown holes stay as they are. */
export function interpolate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (hole, name: string) => {
    const value = values[name]
    return value === undefined ? hole : String(value)
  })
}
