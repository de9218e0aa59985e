import { describe, expect, it } from 'vitest'
import { SAFEGUARDING_CORPUS } from '../../../tests/fixtures/safeguarding-corpus'
import { QUESTION_MAX_CHARS, QUESTION_MIN_CHARS } from '../limits'
import { countCharacters } from '../validation/rules'
import { scanText } from './scan'
import { DEFAULT_SAFEGUARDING_RULES } from './types'

const describeMatches = (text: string): string =>
  scanText(text, DEFAULT_SAFEGUARDING_RULES)
    .map((match) => `${match.category} ${match.action} "${text.slice(match.start, match.end)}"`)
    .join(', ')

describe('the safeguarding corpus, scanned with the default rules', () => {
  const mustCatch = SAFEGUARDING_CORPUS.filter((message) => message.expected !== null)
  const mustPass = SAFEGUARDING_CORPUS.filter((message) => message.expected === null)

  it('is large enough, in both languages, and every text is a valid question', () => {
    expect(mustCatch.length).toBeGreaterThanOrEqual(35)
    expect(mustPass.length).toBeGreaterThanOrEqual(35)
    for (const group of [mustCatch, mustPass]) expect(new Set(group.map((message) => message.locale))).toEqual(new Set(['en', 'fr']))
    for (const { text } of SAFEGUARDING_CORPUS) expect(countCharacters(text.trim()), text).toBeGreaterThanOrEqual(QUESTION_MIN_CHARS)
    for (const { text } of SAFEGUARDING_CORPUS) expect(countCharacters(text.trim()), text).toBeLessThanOrEqual(QUESTION_MAX_CHARS)
  })

  it('misses nothing it must catch and raises at most one false alarm', () => {
    const missed = mustCatch.filter(({ text, expected }) => !scanText(text, DEFAULT_SAFEGUARDING_RULES).some((match) => match.category === expected))
    const falseAlarms = mustPass.filter(({ text }) => scanText(text, DEFAULT_SAFEGUARDING_RULES).length > 0)
    console.info(`safeguarding corpus: ${missed.length} missed of ${mustCatch.length}, ${falseAlarms.length} false alarms of ${mustPass.length}`)
    expect(missed.map(({ text, expected }) => `${expected}: ${text} → ${describeMatches(text) || 'nothing'}`)).toEqual([])
    expect(falseAlarms.length, falseAlarms.map(({ text }) => `${text} → ${describeMatches(text)}`).join('\n')).toBeLessThanOrEqual(1)
  })
})
