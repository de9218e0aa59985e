import { describe, expect, it } from 'vitest'
import { CITY_MAX_CHARS } from '../../contract/limits'
import { emptyAnswers, type MatchAnswers } from './match-answers'
import { clampStep, firstIncompleteStep, initialState, questionnaireReducer, RESULTS_STEP, STEP_COUNT, validateStep } from './questionnaire'
import type { QuestionnaireAction, QuestionnaireState } from './questionnaire'

const complete: MatchAnswers = {
  fields: ['engineering'],
  interests: [],
  studyLevel: 'MASTER',
  country: 'FR',
  place: { city: 'Lyon' },
  languages: ['fr'],
  next: 'ask',
}

const run = (state: QuestionnaireState, ...actions: QuestionnaireAction[]) => actions.reduce(questionnaireReducer, state)

describe('validateStep', () => {
  it('asks for at least one field or interest on step 1', () => {
    expect(validateStep(1, { ...complete, fields: [] })).toEqual({ topics: 'chooseTopic' })
    expect(validateStep(1, { ...complete, fields: [], interests: ['music'] })).toEqual({})
  })

  it('asks for a study level, a country, a language and a next step', () => {
    expect(validateStep(2, { ...complete, studyLevel: null })).toEqual({ studyLevel: 'chooseLevel' })
    expect(validateStep(3, { ...complete, country: null })).toEqual({ country: 'chooseCountry' })
    expect(validateStep(4, { ...complete, languages: [] })).toEqual({ languages: 'chooseLanguage' })
    expect(validateStep(5, { ...complete, next: null })).toEqual({ next: 'chooseNext' })
  })

  it('keeps the city optional but bounded', () => {
    expect(validateStep(3, { ...complete, place: { city: '' } })).toEqual({})
    expect(validateStep(3, { ...complete, place: { city: 'x'.repeat(CITY_MAX_CHARS) } })).toEqual({})
    expect(validateStep(3, { ...complete, country: null, place: { city: 'x'.repeat(CITY_MAX_CHARS + 1) } })).toEqual({
      country: 'chooseCountry',
      city: 'cityTooLong',
    })
  })

  it('has no errors outside the questions', () => {
    expect(validateStep(RESULTS_STEP, emptyAnswers('en'))).toEqual({})
  })
})

describe('progress rules', () => {
  it('finds the first step still to answer', () => {
    expect(firstIncompleteStep(emptyAnswers('en'))).toBe(1)
    expect(firstIncompleteStep({ ...complete, country: null })).toBe(3)
    expect(firstIncompleteStep(complete)).toBe(RESULTS_STEP)
  })

  it('never lets a URL jump past an unanswered step', () => {
    expect(clampStep(5, { ...complete, studyLevel: null })).toBe(2)
    expect(clampStep(RESULTS_STEP, complete)).toBe(RESULTS_STEP)
    expect(clampStep(3, complete)).toBe(3)
    expect(clampStep(0, complete)).toBe(1)
    expect(clampStep(99, complete)).toBe(RESULTS_STEP)
    expect(clampStep(Number.NaN, complete)).toBe(1)
  })
})

describe('questionnaireReducer', () => {
  it('starts on step 1, not started, with the locale language pre-selected', () => {
    const state = initialState(emptyAnswers('fr'))
    expect(state).toMatchObject({ step: 1, started: false, errors: {} })
    expect(state.answers.languages).toEqual(['fr'])
  })

  it('refuses Next with errors, then advances once the step is answered', () => {
    const refused = run(initialState(emptyAnswers('en')), { type: 'next' })
    expect(refused.step).toBe(1)
    expect(refused.errors).toEqual({ topics: 'chooseTopic' })
    const answered = run(refused, { type: 'answer', patch: { fields: ['law'] } })
    expect(answered.errors).toEqual({})
    expect(answered.started).toBe(true)
    expect(run(answered, { type: 'next' }).step).toBe(2)
  })

  it('does not show errors of a step before Next was tried', () => {
    const state = run(initialState(emptyAnswers('en')), { type: 'next' }, { type: 'answer', patch: { fields: ['law'] } }, { type: 'next' })
    expect(state.step).toBe(2)
    expect(run(state, { type: 'answer', patch: { fields: ['law', 'medicine'] } }).errors).toEqual({})
  })

  it('walks all steps to the results and back', () => {
    let state = run(initialState(complete), { type: 'answer', patch: {} })
    for (let i = 0; i < STEP_COUNT; i++) state = run(state, { type: 'next' })
    expect(state.step).toBe(RESULTS_STEP)
    expect(run(state, { type: 'next' }).step).toBe(RESULTS_STEP)
    expect(run(state, { type: 'back' }).step).toBe(STEP_COUNT)
    expect(run(initialState(complete), { type: 'back' }).step).toBe(1)
  })

  it('restores a stored position, clamped to what is answered', () => {
    const restored = run(initialState(emptyAnswers('en')), { type: 'restore', answers: { ...complete, languages: [] }, step: RESULTS_STEP, started: true })
    expect(restored).toMatchObject({ step: 4, started: true })
  })

  it('goes to a requested step only when the steps before it are answered', () => {
    expect(run(initialState(complete), { type: 'goto', step: 3 }).step).toBe(3)
    expect(run(initialState(emptyAnswers('en')), { type: 'goto', step: 3 }).step).toBe(1)
  })

  it('resets to a fresh questionnaire', () => {
    const state = run(initialState(complete), { type: 'goto', step: 4 }, { type: 'reset', answers: emptyAnswers('en') })
    expect(state).toEqual(initialState(emptyAnswers('en')))
  })
})
