import type { TFunction } from 'i18next'
import { CITY_MAX_CHARS } from '../../contract/limits'
import type { MatchAnswers } from './match-answers'
import type { StepErrorCode, StepErrors } from './questionnaire'

/** What every step view gets from the questionnaire. */
export interface StepProps {
  readonly answers: MatchAnswers
  readonly errors: StepErrors
  readonly answer: (patch: Partial<MatchAnswers>) => void
}

/** The translated text of a step error, or null. */
export const stepErrorText = (t: TFunction, code: StepErrorCode | undefined): string | null => (code === undefined ? null : t(`match.errors.${code}`, { max: CITY_MAX_CHARS }))
