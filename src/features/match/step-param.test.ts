import { describe, expect, it } from 'vitest'
import { RESULTS_STEP } from './questionnaire'
import { formatStepParam, parseStepParam, urlWithStep } from './step-param'

describe('step query parameter', () => {
  it('accepts the questionnaire steps and the results', () => {
    expect(parseStepParam(undefined)).toBeUndefined()
    expect(parseStepParam('1')).toBe(1)
    expect(parseStepParam('5')).toBe(5)
    expect(parseStepParam('results')).toBe(RESULTS_STEP)
  })

  it('refuses anything else', () => {
    for (const bad of ['', '0', '6', '9', '03', '2.5', '-1', 'abc', 'RESULTS', '1 ']) expect(parseStepParam(bad), bad).toBeNull()
  })

  it('formats steps back and keeps the other parameters', () => {
    expect(formatStepParam(3)).toBe('3')
    expect(formatStepParam(RESULTS_STEP)).toBe('results')
    expect(urlWithStep('https://x.test/fr/match?utm=a&step=2#top', 3)).toBe('/fr/match?utm=a&step=3#top')
  })
})
