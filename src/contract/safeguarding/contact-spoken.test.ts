import { describe, expect, it } from 'vitest'
import { COMMON_PHONE_COUNTRIES } from './contact-phone'
import { spokenPhoneSpans } from './contact-spoken'
import { foldText } from './fold'

const found = (text: string): string[] => {
  const folded = foldText(text).text
  return spokenPhoneSpans(folded, COMMON_PHONE_COUNTRIES).map((span) => folded.slice(span.start, span.end))
}

describe('phone numbers written in words', () => {
  it('reads English digit by digit, with "oh", "double" and "triple"', () => {
    expect(found('text me: zero seven seven double one two three four five six')).toEqual(['zero seven seven double one two three four five six'])
    expect(found('oh seven triple nine, one two three, four five six')).toEqual(['oh seven triple nine, one two three, four five six'])
  })

  it('reads French pairs, compound tens included, across line breaks', () => {
    expect(found('mon numéro : zéro six douze trente-quatre cinquante-six soixante-dix-huit')).toEqual(['zero six douze trente-quatre cinquante-six soixante-dix-huit'])
    expect(found('zéro six\nsoixante et onze\nquatre-vingt-onze\ndix-sept\nvingt-deux')).toEqual(['zero six\nsoixante et onze\nquatre-vingt-onze\ndix-sept\nvingt-deux'])
    expect(found('zéro sept quatre-vingts quatre-vingt-dix-neuf douze treize')).toEqual(['zero sept quatre-vingts quatre-vingt-dix-neuf douze treize'])
  })

  it('reads words mixed with digits', () => {
    expect(found('appelle au 06 douze 34 cinquante-six 78 ce soir')).toEqual(['06 douze 34 cinquante-six 78'])
  })

  it('leaves numbers in words that are no phone number', () => {
    expect(found('I have two brothers and one sister, twenty-one years old, top ten')).toEqual([])
    expect(found('deux ou trois fois par semaine, vingt et un ans, quatre-vingt-dix pour cent')).toEqual([])
    expect(found('one two three four five six seven eight')).toEqual([])
    // Digits only: the digit passes' business, not this one's.
    expect(found('06 12 34 56 78')).toEqual([])
  })
})
