/**
 * The match questionnaire as a pure state machine: which step is shown,
 * the answers, and the errors of the step the visitor tried to leave.
 * React (useQuestionnaire) only dispatches; reload, storage and the URL are
 * handled around it, so every rule here is unit-tested on its own.
 */
import { measureLength } from '../../contract/validation/rules'
import { CITY_MAX_CHARS } from '../../contract/limits'
import type { MatchAnswers } from './match-answers'
import { RESULTS_STEP, STEP_COUNT, stepId } from './steps'

export { RESULTS_STEP, STEP_COUNT, stepId, type StepId } from './steps'

export type StepErrorCode = 'chooseTopic' | 'chooseLevel' | 'chooseCountry' | 'cityTooLong' | 'chooseLanguage' | 'chooseNext'
/** Which control an error belongs to (its id suffix in the step's form). */
export type StepErrorField = 'topics' | 'studyLevel' | 'country' | 'city' | 'languages' | 'next'
export type StepErrors = Partial<Record<StepErrorField, StepErrorCode>>

export interface QuestionnaireState {
  /** 1…STEP_COUNT for a question, RESULTS_STEP for the results. */
  readonly step: number
  readonly answers: MatchAnswers
  /** Shown only after a failed "Next"; cleared as the visitor fixes them. */
  readonly errors: StepErrors
  /** True from the visitor's first answer on (the `match_started` event fires once). */
  readonly started: boolean
}

export type QuestionnaireAction =
  | { readonly type: 'answer'; readonly patch: Partial<MatchAnswers> }
  | { readonly type: 'next' }
  | { readonly type: 'back' }
  | { readonly type: 'goto'; readonly step: number }
  | { readonly type: 'restore'; readonly answers: MatchAnswers; readonly step: number; readonly started: boolean }
  | { readonly type: 'reset'; readonly answers: MatchAnswers }

/** The errors of one step for these answers (empty when the step is complete). */
export function validateStep(step: number, answers: MatchAnswers): StepErrors {
  switch (stepId(step)) {
    case 'interests':
      return answers.fields.length + answers.interests.length > 0 ? {} : { topics: 'chooseTopic' }
    case 'situation':
      return answers.studyLevel ? {} : { studyLevel: 'chooseLevel' }
    case 'origin': {
      const errors: StepErrors = {}
      if (!answers.country) errors.country = 'chooseCountry'
      if (measureLength(answers.place.city) > CITY_MAX_CHARS) errors.city = 'cityTooLong'
      return errors
    }
    case 'languages':
      return answers.languages.length > 0 ? {} : { languages: 'chooseLanguage' }
    case 'next':
      return answers.next ? {} : { next: 'chooseNext' }
    default:
      return {}
  }
}

const isValid = (errors: StepErrors): boolean => Object.keys(errors).length === 0

/** The first step still to answer, or RESULTS_STEP when every step is complete. */
export function firstIncompleteStep(answers: MatchAnswers): number {
  for (let step = 1; step <= STEP_COUNT; step++) if (!isValid(validateStep(step, answers))) return step
  return RESULTS_STEP
}

/** A requested step (from the URL or storage) the visitor may see: never past the first unanswered one. */
export function clampStep(requested: number, answers: MatchAnswers): number {
  const step = Number.isInteger(requested) ? Math.min(Math.max(requested, 1), RESULTS_STEP) : 1
  return Math.min(step, firstIncompleteStep(answers))
}

export function initialState(answers: MatchAnswers): QuestionnaireState {
  return { step: 1, answers, errors: {}, started: false }
}

export function questionnaireReducer(state: QuestionnaireState, action: QuestionnaireAction): QuestionnaireState {
  switch (action.type) {
    case 'answer': {
      const answers = { ...state.answers, ...action.patch }
      // Errors already shown follow the answers (they disappear once fixed); no new ones appear while typing.
      const current = validateStep(state.step, answers)
      const errors = Object.fromEntries(
        Object.keys(state.errors)
          .filter((k) => k in current)
          .map((k) => [k, current[k as StepErrorField]]),
      )
      return { ...state, answers, errors, started: true }
    }
    case 'next': {
      if (state.step >= RESULTS_STEP) return state
      const errors = validateStep(state.step, state.answers)
      return isValid(errors) ? { ...state, step: state.step + 1, errors: {} } : { ...state, errors }
    }
    case 'back':
      return { ...state, step: Math.max(1, Math.min(state.step, RESULTS_STEP) - 1), errors: {} }
    case 'goto':
      return { ...state, step: clampStep(action.step, state.answers), errors: {} }
    case 'restore':
      return { answers: action.answers, step: clampStep(action.step, action.answers), errors: {}, started: action.started }
    case 'reset':
      return initialState(action.answers)
  }
}
