/**
 * Contact details in folded text, each span classified by the most specific
 * thing it is: the "gmail.com" of an address is part of an e-mail, not a
 * link; the "insta" of "insta: jean_d" is part of a handle, not an app
 * mention. Classification runs before the rule set's actions, so turning a
 * category OFF lets its spans through whole.
 */
import { emailSpans } from './contact-email'
import { phoneCountriesOf, phoneSpans } from './contact-phone'
import { socialSpans } from './contact-social'
import { spokenPhoneSpans } from './contact-spoken'
import { urlSpans } from './contact-url'
import type { SafeguardingCategory, SafeguardingRuleSet } from './types'
import { messagingAppSpans } from './word-lists'
import type { FoldedSpan } from './word-patterns'

type ContactCategory = Extract<SafeguardingCategory, 'EMAIL' | 'PHONE' | 'URL' | 'SOCIAL' | 'MESSAGING_APP'>
interface ContactSpan extends FoldedSpan {
  readonly category: ContactCategory
}

/** A span of the key's category inside one of these is part of it. */
const PART_OF: Readonly<Record<ContactCategory, readonly ContactCategory[]>> = {
  EMAIL: [],
  PHONE: ['EMAIL'],
  URL: ['EMAIL'],
  SOCIAL: ['EMAIL', 'URL'],
  MESSAGING_APP: ['EMAIL', 'URL', 'SOCIAL'],
}

/** A letter O written for a zero, next to digits ("O6 12 OO 45 67"): read as 0, same length, so spans stay in place. */
const LETTER_ZEROS = /(?<=\d[\s.-]{0,3})o+(?![a-z])|(?<![a-z])o+(?=[\s.-]{0,3}\d)/g
const withLetterZeros = (text: string): string => text.replace(LETTER_ZEROS, (zeros) => '0'.repeat(zeros.length))

const within = (inner: FoldedSpan, outer: FoldedSpan): boolean => outer.start <= inner.start && inner.end <= outer.end

export function contactSpans(text: string, rules: SafeguardingRuleSet): ContactSpan[] {
  // Phone numbers are the costly search and never contain another kind: skipped when OFF.
  const countries = phoneCountriesOf(rules.phoneCountries)
  const digits = withLetterZeros(text)
  const phones = rules.actions.PHONE === 'OFF' ? [] : [...phoneSpans(digits, countries), ...spokenPhoneSpans(digits, countries)]
  const found: ContactSpan[] = [
    ...emailSpans(text).map((span) => ({ ...span, category: 'EMAIL' as const })),
    ...phones.map((span) => ({ ...span, category: 'PHONE' as const })),
    ...urlSpans(text).map((span) => ({ ...span, category: 'URL' as const })),
    ...socialSpans(text).map((span) => ({ ...span, category: 'SOCIAL' as const })),
    ...messagingAppSpans(text).map((span) => ({ ...span, category: 'MESSAGING_APP' as const })),
  ]
  return found.filter((span) => !found.some((other) => PART_OF[span.category].includes(other.category) && within(span, other)))
}
