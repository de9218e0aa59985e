/**
 * Languages an ambassador can list: those already in the directory, the
 * ambassador's own, and the most spoken ones, named in the page's language
 * by the platform (Intl.DisplayNames).
 */
import type { Locale } from '../../../contract/locale'
import type { Choice } from './CheckboxGroup'

export const COMMON_LANGUAGES = ['ar', 'de', 'en', 'es', 'fr', 'hi', 'it', 'ja', 'ko', 'nl', 'pl', 'pt', 'ru', 'sv', 'tr', 'uk', 'vi', 'zh'] as const

export function languageChoices(locale: Locale, known: readonly { code: string; name: string }[], own: readonly string[]): Choice[] {
  const names = new Map<string, string>(known.map((l) => [l.code, l.name]))
  let display: Intl.DisplayNames | null = null
  try {
    display = new Intl.DisplayNames([locale], { type: 'language' })
  } catch {
    display = null
  }
  for (const code of [...COMMON_LANGUAGES, ...own]) if (!names.has(code)) names.set(code, display?.of(code) ?? code)
  return [...names.entries()].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, locale))
}
