/**
 * Why a publish job ended as it did, stored language-neutral (a catalogue key
 * and its values, as JSON in `publications.job_error`) and put into words in
 * the caller's language when read.
 */
import type { Locale } from '../../src/contract/locale'
import { interpolate, messageText } from '../../src/contract/messages'
import type { MessageCatalogue } from '../../src/contract/messages'

export type PublishReasonKey = keyof MessageCatalogue['publishing']

export interface PublishReason {
  readonly key: PublishReasonKey
  readonly values?: Readonly<Record<string, string | number>>
}

export const encodeReason = (reason: PublishReason): string => JSON.stringify(reason)

/** `prerenderFailed` → `PRERENDER_FAILED`: the stable code clients may switch on. */
const codeOf = (key: string): string => key.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()

export function describeReason(stored: string | null, locale: Locale): { code: string; text: string } | null {
  if (stored === null) return null
  let reason: { key?: unknown; values?: unknown }
  try {
    reason = JSON.parse(stored) as typeof reason
  } catch {
    return { code: 'UNEXPECTED', text: stored }
  }
  const key = typeof reason.key === 'string' ? reason.key : 'unexpected'
  const template = messageText(locale, `publishing.${key}`) ?? messageText(locale, 'publishing.unexpected') ?? ''
  const values = typeof reason.values === 'object' && reason.values !== null ? (reason.values as Record<string, string | number>) : {}
  return { code: codeOf(key), text: interpolate(template, values) }
}
