/**
 * The questionnaire position in the URL (`/match?step=3`, `?step=results`),
 * so a reload or a shared link lands on the same step. Parsed the same way
 * by the route middleware (malformed → the seed's 404) and by the page.
 */
import { RESULTS_STEP, STEP_COUNT } from './steps'

export const RESULTS_PARAM = 'results'

/** undefined: no `step` parameter; null: malformed; else 1…STEP_COUNT or RESULTS_STEP. */
export function parseStepParam(value: string | undefined): number | null | undefined {
  if (value === undefined) return undefined
  if (value === RESULTS_PARAM) return RESULTS_STEP
  if (!/^[1-9]$/.test(value)) return null
  const step = Number(value)
  return step <= STEP_COUNT ? step : null
}

export const formatStepParam = (step: number): string => (step >= RESULTS_STEP ? RESULTS_PARAM : String(Math.max(1, step)))

/** `/match?step=…`, keeping any other query parameters of the current URL (e.g. campaign tags). */
export function urlWithStep(href: string, step: number): string {
  const url = new URL(href)
  url.searchParams.set('step', formatStepParam(step))
  return `${url.pathname}${url.search}${url.hash}`
}
