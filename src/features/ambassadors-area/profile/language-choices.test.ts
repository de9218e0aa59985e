import { describe, expect, it } from 'vitest'
import { languageChoices } from './language-choices'

describe('languageChoices', () => {
  it('joins the directory’s, the ambassador’s own and common languages, named and sorted', () => {
    const choices = languageChoices('en', [{ code: 'fr', name: 'French' }], ['eu'])
    const labels = choices.map((c) => c.label)
    expect(choices.find((c) => c.value === 'eu')?.label).toBe('Basque')
    expect(choices.filter((c) => c.value === 'fr')).toHaveLength(1)
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')))
  })

  it('names languages in French on French pages', () => {
    expect(languageChoices('fr', [], []).find((c) => c.value === 'de')?.label).toBe('allemand')
  })
})
