import { describe, expect, it } from 'vitest'
import { scanText } from './scan'
import { DEFAULT_SAFEGUARDING_RULES } from './types'

/** What each match covers, with its category and action, under the default rules. */
const spans = (text: string): string[] => scanText(text, DEFAULT_SAFEGUARDING_RULES).map((match) => `${match.category}/${match.action}: ${text.slice(match.start, match.end)}`)

describe('a handle after a platform name, no colon', () => {
  it.each([
    ['signal jul1e_rose', 'signal jul1e_rose'],
    ['add me on signal jul1e_rose', 'signal jul1e_rose'],
    ['my Signal is julie.rose', 'Signal is julie.rose'],
    ['WhatsApp jul1e_rose', 'WhatsApp jul1e_rose'],
    ['mon whatsapp c’est julie2009', 'whatsapp c’est julie2009'],
    ['add me on snap jul1e_rose', 'snap jul1e_rose'],
    ['find me on snapchat, username jul1e_rose', 'snapchat, username jul1e_rose'],
  ])('"%s" is a handle (blocked by default), not only an app name (flagged)', (text, handle) => {
    expect(spans(text)).toContain(`SOCIAL/BLOCK: ${handle}`)
  })

  it('"whatsapp 06 12 34 56 78": the number after the app is a phone number (blocked)', () => {
    expect(spans('whatsapp 06 12 34 56 78')).toContain('PHONE/BLOCK: 06 12 34 56 78')
    expect(spans('add me on whatsapp +33 6 12 34 56 78')).toContain('PHONE/BLOCK: +33 6 12 34 56 78')
  })

  it('a colon after WhatsApp introduces a handle too', () => {
    expect(spans('whatsapp: jul1e_rose')).toEqual(['SOCIAL/BLOCK: whatsapp: jul1e_rose'])
  })

  it.each([
    'the signal 4g is weak on campus',
    'no signal 5ghz in the dorms',
    'is WhatsApp allowed?',
    'I use whatsapp 24h a day with family',
    'a signal processing course',
    'signal is weak',
  ])('"%s" has no handle', (text) => {
    expect(spans(text).filter((span) => span.startsWith('SOCIAL'))).toEqual([])
  })
})
