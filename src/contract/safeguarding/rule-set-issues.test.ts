import { describe, expect, it } from 'vitest'
import { SAFEGUARDING_CUSTOM_WORDS_MAX, SAFEGUARDING_PHONE_COUNTRIES_MAX, SAFEGUARDING_WORD_MAX_CHARS } from '../limits'
import { messageText } from '../messages'
import { formatRuleError } from '../validation/rule-messages'
import { safeguardingRuleSetIssues } from './rule-set-issues'
import { DEFAULT_SAFEGUARDING_RULES } from './types'

const withChanges = (changes: Record<string, unknown>): Record<string, unknown> => ({ ...DEFAULT_SAFEGUARDING_RULES, ...changes })
const problems = (input: unknown): string[] => safeguardingRuleSetIssues(input).map((issue) => `${issue.field} ${issue.code}`)

describe('safeguardingRuleSetIssues', () => {
  it('accepts the defaults and a full, valid rule set', () => {
    expect(problems(DEFAULT_SAFEGUARDING_RULES)).toEqual([])
    expect(
      problems(
        withChanges({
          customWords: [
            { word: 'rival school', action: 'FLAG' },
            { word: 'Hôtel-Dieu', action: 'BLOCK' },
          ],
          phoneCountries: ['SN', 'DZ'],
        }),
      ),
    ).toEqual([])
  })

  it('names an unknown or missing action of a category', () => {
    expect(problems(withChanges({ actions: { ...DEFAULT_SAFEGUARDING_RULES.actions, URL: 'ALLOW', PHONE: undefined } }))).toEqual([
      'actions.PHONE NOT_ALLOWED',
      'actions.URL NOT_ALLOWED',
    ])
  })

  it('names each empty, too long or duplicate word, and each word with an unknown action', () => {
    const words = [
      { word: '  ', action: 'BLOCK' },
      { word: '!!!', action: 'FLAG' },
      { word: 'x'.repeat(SAFEGUARDING_WORD_MAX_CHARS + 1), action: 'BLOCK' },
      { word: 'x'.repeat(SAFEGUARDING_WORD_MAX_CHARS), action: 'BLOCK' },
      { word: 'Hôtel  Dieu', action: 'BLOCK' },
      { word: 'hotel dieu', action: 'FLAG' },
      { word: 'fine', action: 'OFF' },
    ]
    expect(problems(withChanges({ customWords: words }))).toEqual([
      'customWords.0.word REQUIRED',
      'customWords.1.word REQUIRED',
      'customWords.2.word MAX',
      'customWords.5.word DUPLICATE',
      'customWords.6.action NOT_ALLOWED',
    ])
  })

  it('refuses more words or countries than the limits', () => {
    const words = Array.from({ length: SAFEGUARDING_CUSTOM_WORDS_MAX + 1 }, (_, i) => ({ word: `word${i}`, action: 'FLAG' }))
    expect(problems(withChanges({ customWords: words.slice(1) }))).toEqual([])
    expect(problems(withChanges({ customWords: words }))).toEqual(['customWords MAX'])
    expect(problems(withChanges({ phoneCountries: Array.from({ length: SAFEGUARDING_PHONE_COUNTRIES_MAX + 1 }, () => 'FR') }))).toEqual(['phoneCountries MAX'])
  })

  it('names each unknown, badly written or repeated country', () => {
    expect(problems(withChanges({ phoneCountries: ['FR', 'fr', 'XX', 'France', 7, 'FR'] }))).toEqual([
      'phoneCountries.1 COUNTRY',
      'phoneCountries.2 COUNTRY',
      'phoneCountries.3 COUNTRY',
      'phoneCountries.4 COUNTRY',
      'phoneCountries.5 DUPLICATE',
    ])
  })

  it('asks for every part of a rule set that is not one', () => {
    expect(problems(null)).toEqual(['actions REQUIRED', 'customWords REQUIRED', 'phoneCountries REQUIRED'])
    expect(problems({ actions: [], customWords: 'x', phoneCountries: {} })).toEqual(['actions REQUIRED', 'customWords REQUIRED', 'phoneCountries REQUIRED'])
  })

  it('says what is wrong in both languages, limits filled in', () => {
    const [tooLong] = safeguardingRuleSetIssues(withChanges({ customWords: [{ word: 'x'.repeat(SAFEGUARDING_WORD_MAX_CHARS + 1), action: 'BLOCK' }] }))
    if (tooLong === undefined) throw new Error('expected an issue')
    expect(formatRuleError(tooLong, { locale: 'en', field: 'Word' })).toBe(`A word or phrase can have at most ${SAFEGUARDING_WORD_MAX_CHARS} characters.`)
    expect(formatRuleError(tooLong, { locale: 'fr', field: 'Mot' })).toBe(`Un mot ou une expression peut contenir au plus ${SAFEGUARDING_WORD_MAX_CHARS} caractères.`)
    for (const issue of safeguardingRuleSetIssues(null)) expect(messageText('fr', issue.messageKey ?? '')).toBeDefined()
  })
})
