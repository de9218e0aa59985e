import { describe, expect, it } from 'vitest'
import { safeguardingRuleSetIssues } from '../../../contract/safeguarding/rule-set-issues'
import { countriesOf, draftOf, placeProblems, rulesInput, ruleSetOf, type RulesDraft } from './rules-draft'

const stored = {
  actions: [
    { category: 'ABUSE', action: 'BLOCK' as const },
    { category: 'EMAIL', action: 'BLOCK' as const },
    { category: 'PHONE', action: 'FLAG' as const },
    { category: 'URL', action: 'OFF' as const },
  ],
  customWords: [{ word: 'party', action: 'FLAG' as const }],
  phoneCountries: ['FR', 'PT'],
}

describe('the rules draft', () => {
  it('comes from the stored rules (categories the API left out are off) and goes back as the API input', () => {
    const draft = draftOf(stored)
    expect(draft.actions).toEqual({ ABUSE: 'BLOCK', EMAIL: 'BLOCK', PHONE: 'FLAG', URL: 'OFF', SOCIAL: 'OFF', MESSAGING_APP: 'OFF' })
    expect(draft.countries).toBe('FR, PT')
    expect(rulesInput({ ...draft, words: [...draft.words, { key: 'x', word: '  secret club ', action: 'BLOCK' }] })).toEqual({
      actions: [
        { category: 'ABUSE', action: 'BLOCK' },
        { category: 'EMAIL', action: 'BLOCK' },
        { category: 'PHONE', action: 'FLAG' },
        { category: 'URL', action: 'OFF' },
        { category: 'SOCIAL', action: 'OFF' },
        { category: 'MESSAGING_APP', action: 'OFF' },
      ],
      customWords: [
        { word: 'party', action: 'FLAG' },
        { word: 'secret club', action: 'BLOCK' },
      ],
      phoneCountries: ['FR', 'PT'],
    })
  })

  it('reads country codes however they are separated, in upper case', () => {
    expect(countriesOf(' fr,gb ;  de\nes ')).toEqual(['FR', 'GB', 'DE', 'ES'])
    expect(countriesOf('   ')).toEqual([])
  })

  it('puts each problem of the shared checks next to its control: the row, the country it is about', () => {
    const draft: RulesDraft = {
      ...draftOf(stored),
      words: [
        { key: 'a', word: 'Café', action: 'BLOCK' },
        { key: 'b', word: 'cafe', action: 'FLAG' },
        { key: 'c', word: '  ', action: 'BLOCK' },
      ],
      countries: 'FR, XX',
    }
    const issues = safeguardingRuleSetIssues(ruleSetOf(draft)).map((issue) => ({ field: issue.field, message: issue.messageKey ?? issue.code }))
    const placed = placeProblems(draft, issues)
    expect(placed.get('word:b')).toEqual(['validation.safeguardingWordDuplicate'])
    expect(placed.get('word:c')).toEqual(['validation.safeguardingWordMissing'])
    expect(placed.has('word:a')).toBe(false)
    expect(placed.get('countries')).toEqual(['XX: validation.safeguardingCountry'])
  })

  it('places the API paths too: an action by its position in the list, unknown paths on the form', () => {
    const draft = draftOf(stored)
    const placed = placeProblems(draft, [
      { field: 'actions.2.action', message: 'phone action' },
      { field: 'customWords.0.action', message: 'word action' },
      { field: 'customWords', message: 'too many' },
      { field: 'idempotencyKey', message: 'odd' },
    ])
    expect(placed.get('actions.PHONE')).toEqual(['phone action'])
    expect(placed.get(`action:${draft.words[0]?.key ?? ''}`)).toEqual(['word action'])
    expect(placed.get('words')).toEqual(['too many'])
    expect(placed.get('form')).toEqual(['odd'])
  })
})
