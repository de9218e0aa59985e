import { describe, expect, it } from 'vitest'
import { scanText } from './scan'
import { DEFAULT_SAFEGUARDING_RULES, type SafeguardingCategory, type SafeguardingRuleSet } from './types'

type RuleChanges = Partial<Omit<SafeguardingRuleSet, 'actions'>> & { readonly actions?: Partial<SafeguardingRuleSet['actions']> }
const rules = (changes: RuleChanges = {}): SafeguardingRuleSet => ({
  ...DEFAULT_SAFEGUARDING_RULES,
  ...changes,
  actions: { ...DEFAULT_SAFEGUARDING_RULES.actions, ...changes.actions },
})
/** What each match covers in the text, with its category and action. */
const spans = (text: string, ruleSet = DEFAULT_SAFEGUARDING_RULES): string[] =>
  scanText(text, ruleSet).map((match) => `${match.category}/${match.action}: ${text.slice(match.start, match.end)}`)
const categories = (text: string, ruleSet = DEFAULT_SAFEGUARDING_RULES): SafeguardingCategory[] => scanText(text, ruleSet).map((match) => match.category)

describe('scanText offsets', () => {
  it('covers exactly the disguised address, in the text as typed', () => {
    const text = 'Écris à Jérôme (at) Gmail . COM demain'
    const [match] = scanText(text, DEFAULT_SAFEGUARDING_RULES)
    expect(match).toEqual({ start: 8, end: 31, category: 'EMAIL', action: 'BLOCK' })
    expect(text.slice(match?.start, match?.end)).toBe('Jérôme (at) Gmail . COM')
  })

  it('keeps accents written as combining marks and ligatures inside the span', () => {
    const text = 'mail: Je\u0301ro\u0302me.Cœur@laposte.net !'
    expect(spans(text)).toEqual(['EMAIL/BLOCK: Je\u0301ro\u0302me.Cœur@laposte.net'])
  })

  it('covers exactly a spaced-out phone number', () => {
    const text = 'mon tel : 0 6 1 2 3 4 5 6 7 8, merci'
    const [match] = scanText(text, DEFAULT_SAFEGUARDING_RULES)
    expect(text.slice(match?.start, match?.end)).toBe('0 6 1 2 3 4 5 6 7 8')
  })

  it('counts UTF-16 code units: an emoji before the match shifts it by two', () => {
    const text = '🙂 06 12 34 56 78'
    expect(scanText(text, DEFAULT_SAFEGUARDING_RULES)[0]).toMatchObject({ start: 3, end: text.length, category: 'PHONE' })
  })

  it('sees through invisible characters inside a word', () => {
    expect(spans('add me on what\u200bsapp please')).toEqual(['MESSAGING_APP/FLAG: what\u200bsapp'])
  })

  it('sorts matches by position and merges overlapping ones of one category', () => {
    const text = 'fucking hell, Instagram: jean_d or WhatsApp'
    expect(spans(text)).toEqual(['ABUSE/BLOCK: fucking', 'SOCIAL/BLOCK: Instagram: jean_d', 'MESSAGING_APP/FLAG: WhatsApp'])
    const sameWord = scanText('nudes', rules({ customWords: [{ word: 'nudes', action: 'FLAG' }] }))
    expect(sameWord.map((match) => match.category)).toEqual(['ABUSE', 'CUSTOM'])
  })
})

describe('scanText whole words', () => {
  it.each([
    'my class assignment',
    'Scunthorpe and Essex',
    'a cocktail in Sussex',
    'the analysis of pens',
    'a snapshot of the signal',
    'unique techniques',
    'Dickens and Hitchcock',
    'a snap decision',
  ])('lets "%s" through', (text) => expect(spans(text)).toEqual([]))

  it('matches a listed word in any case, with or without accents, and its listed endings', () => {
    expect(categories('FUCKING hell')).toEqual(['ABUSE'])
    expect(categories('espèce de BÂTARD')).toEqual(['ABUSE'])
    expect(categories('espece de batard')).toEqual(['ABUSE'])
  })

  it('matches a phrase across spacing, punctuation and an apostrophe or none', () => {
    expect(categories('dont   tell your\nparents')).toEqual(['ABUSE'])
    expect(categories('Ne le dis pas à tes parents !')).toEqual(['ABUSE'])
    expect(categories('ne le dis pas')).toEqual([])
  })
})

describe('scanText handles', () => {
  it('takes a plain word after a platform and a colon for a handle only when it ends its line', () => {
    expect(spans('insta: jeandupont')).toEqual(['SOCIAL/BLOCK: insta: jeandupont'])
    expect(spans('Snap : lea.\nMerci')).toEqual(['SOCIAL/BLOCK: Snap : lea'])
    expect(spans('Instagram: they post a lot')).toEqual(['MESSAGING_APP/FLAG: Instagram'])
  })

  it('needs a mark of a handle after a platform name, and a letter after a bare @', () => {
    expect(spans('my ig is jean_d')).toEqual(['SOCIAL/BLOCK: ig is jean_d'])
    expect(spans('is snap allowed?')).toEqual([])
    expect(spans('on se voit @14h30 devant la BU')).toEqual([])
  })
})

describe('scanText custom words', () => {
  const custom = rules({
    customWords: [
      { word: 'Hôtel Dieu', action: 'BLOCK' },
      { word: 'rival-school', action: 'FLAG' },
      { word: 'c++', action: 'FLAG' },
    ],
  })

  it('matches the organization’s words and phrases as whole words, ignoring case and accents, each with its action', () => {
    expect(spans('Je suis à l’hotel  dieu', custom)).toEqual(['CUSTOM/BLOCK: hotel  dieu'])
    expect(spans('What about Rival School?', custom)).toEqual(['CUSTOM/FLAG: Rival School'])
    expect(spans('the hotel dieux', custom)).toEqual([])
    expect(spans('C++ is taught', custom)).toEqual(['CUSTOM/FLAG: C++'])
    expect(spans('plan C, then C#', custom)).toEqual([])
  })

  it('gives BLOCK to a merged span when any of its words blocks', () => {
    const overlapping = rules({
      customWords: [
        { word: 'open day', action: 'FLAG' },
        { word: 'day trip', action: 'BLOCK' },
      ],
    })
    expect(spans('an open day trip', overlapping)).toEqual(['CUSTOM/BLOCK: open day trip'])
  })
})

describe('scanText actions', () => {
  it('drops an OFF category and keeps the others', () => {
    const text = 'jean@gmail.com or 06 12 34 56 78'
    expect(categories(text)).toEqual(['EMAIL', 'PHONE'])
    expect(categories(text, rules({ actions: { EMAIL: 'OFF' } }))).toEqual(['PHONE'])
    expect(categories(text, rules({ actions: { PHONE: 'OFF', EMAIL: 'OFF' } }))).toEqual([])
  })

  it('lets an address through whole when e-mail is OFF: its domain is no link', () => {
    expect(spans('jean@gmail.com', rules({ actions: { EMAIL: 'OFF' } }))).toEqual([])
  })

  it('reports each category with the action the rules give it', () => {
    expect(spans('Is WhatsApp allowed?')).toEqual(['MESSAGING_APP/FLAG: WhatsApp'])
    expect(spans('Is WhatsApp allowed?', rules({ actions: { MESSAGING_APP: 'BLOCK' } }))).toEqual(['MESSAGING_APP/BLOCK: WhatsApp'])
    expect(spans('salaud', rules({ actions: { ABUSE: 'FLAG' } }))).toEqual(['ABUSE/FLAG: salaud'])
  })

  it('finds nothing in an empty or blank text', () => {
    expect(scanText('', DEFAULT_SAFEGUARDING_RULES)).toEqual([])
    expect(scanText('  \n ', DEFAULT_SAFEGUARDING_RULES)).toEqual([])
  })
})
