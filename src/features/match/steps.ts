/**
 * The questionnaire's steps, dependency-free: the route middleware (in every
 * page's bundle) validates `?step=` with these alone.
 */
export const STEPS = ['interests', 'situation', 'origin', 'languages', 'next'] as const
export type StepId = (typeof STEPS)[number]
export const STEP_COUNT = STEPS.length
/** The position after the last question: the ranked results. */
export const RESULTS_STEP = STEP_COUNT + 1

export const stepId = (step: number): StepId | null => STEPS[step - 1] ?? null
