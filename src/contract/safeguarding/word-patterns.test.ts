import { describe, expect, it } from 'vitest'
import { compileWordList, findWords, listEntryPattern, literalPattern } from './word-patterns'

const found = (entries: readonly string[], text: string): string[] =>
  findWords(compileWordList(entries.map((entry) => ({ pattern: listEntryPattern(entry), tag: entry }))), text).map(({ start, end }) => text.slice(start, end))

describe('word lists', () => {
  it('matches whole words only', () => {
    expect(found(['ass'], 'class pass assign ass.')).toEqual(['ass'])
  })

  it('reads `a|b` as either word, `word?` as a word that may be missing, `stem*` as any ending', () => {
    expect(found(['send me a? photo|pic'], 'send me pic, send me a photo, send me the photo')).toEqual(['send me pic', 'send me a photo'])
    expect(found(['fuck*'], 'fuckers fuck unfuck')).toEqual(['fuckers', 'fuck'])
    expect(found(['are you home? alone'], 'are you alone? are you home alone?')).toEqual(['are you alone', 'are you home alone'])
  })

  it('lets an apostrophe or hyphen be there or not, and any spacing between words', () => {
    expect(found(["don't tell"], "dont tell, don't tell, don't\ttell, don-t  tell, do n't tell")).toEqual(['dont tell', "don't tell", "don't\ttell", 'don-t  tell'])
    expect(found(['envoie-moi'], 'envoie moi, envoiemoi, envoie-moi')).toEqual(['envoie moi', 'envoiemoi', 'envoie-moi'])
  })

  it('does not run a phrase over a long stretch of punctuation', () => {
    expect(found(['piss off'], 'piss ....... off')).toEqual([])
  })

  it('takes an organization’s word literally, the list syntax included', () => {
    const list = compileWordList([{ pattern: literalPattern('a|b*'), tag: 'x' }])
    expect(findWords(list, 'a b a|b* ab').map(({ start, end }) => [start, end])).toEqual([[4, 8]])
  })

  it('finds nothing with an empty list', () => {
    expect(findWords(compileWordList([]), 'anything')).toEqual([])
  })
})
