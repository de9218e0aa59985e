/**
 * The questionnaire in React: the pure reducer, plus what lives around it —
 * the stored answers (restored after hydration, saved on every change), the
 * step in the URL (`?step=`, one history entry per step so the browser's Back
 * goes to the previous question), focus on the new step's heading, and the
 * `match_started` event on the first answer.
 */
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react'
import { track } from '../analytics/track'
import type { Locale } from '../../contract/locale'
import { emptyAnswers, type MatchAnswers } from './match-answers'
import { clearMatch, loadMatch, saveMatch, type StoredMatch } from './match-storage'
import { initialState, questionnaireReducer, type QuestionnaireAction, type QuestionnaireState } from './questionnaire'
import { parseStepParam, urlWithStep } from './step-param'

/** Marks our own history entries, so in-app Back can pop the entry Next pushed. */
type StepHistoryState = { matchStep?: number; matchPrevious?: number }

/** The reducer's state plus the hook's own lifecycle: restored after hydration, resumed from an earlier visit. */
interface HookState {
  readonly q: QuestionnaireState
  readonly ready: boolean
  readonly resumed: boolean
}
type HookAction = QuestionnaireAction | { readonly type: 'hydrate'; readonly stored: StoredMatch | null; readonly urlStep: number | undefined }

function hookReducer(state: HookState, action: HookAction): HookState {
  if (action.type === 'hydrate') {
    const { stored, urlStep } = action
    if (stored) {
      const q = questionnaireReducer(state.q, { type: 'restore', answers: stored.answers, step: urlStep ?? stored.step, started: stored.started })
      return { q, ready: true, resumed: urlStep === undefined }
    }
    return { q: urlStep === undefined ? state.q : questionnaireReducer(state.q, { type: 'goto', step: urlStep }), ready: true, resumed: false }
  }
  const q = questionnaireReducer(state.q, action)
  return { ...state, q, resumed: action.type === 'reset' ? false : state.resumed }
}

const currentStepParam = (): number | undefined => parseStepParam(new URLSearchParams(window.location.search).get('step') ?? undefined) ?? undefined

export interface Questionnaire {
  readonly state: QuestionnaireState
  /** False until the stored answers and the URL step were read (after hydration). */
  readonly ready: boolean
  /** True when answers from an earlier visit were brought back. */
  readonly restored: boolean
  /** Callback ref of the focus target: the heading of the step (or of the results). */
  readonly headingRef: (element: HTMLHeadingElement | null) => void
  readonly answer: (patch: Partial<MatchAnswers>) => void
  readonly next: () => void
  readonly back: () => void
  readonly goTo: (step: number) => void
  readonly startOver: () => void
  /** `match_completed` bookkeeping: true when the event was not yet recorded for these answers. */
  readonly markCompleted: (inputKey: string) => boolean
}

export function useQuestionnaire(locale: Locale): Questionnaire {
  const [{ q: state, ready, resumed: restored }, dispatch] = useReducer(hookReducer, locale, (l) => ({ q: initialState(emptyAnswers(l)), ready: false, resumed: false }))
  const heading = useRef<HTMLHeadingElement | null>(null)
  const focusPending = useRef(false)
  const headingRef = useCallback((element: HTMLHeadingElement | null) => {
    heading.current = element
    // A heading mounted later (the results load lazily) takes the pending focus itself.
    if (element && focusPending.current) {
      focusPending.current = false
      element.focus()
    }
  }, [])
  const stateRef = useRef(state)
  useLayoutEffect(() => {
    stateRef.current = state
  }, [state])
  const completedFor = useRef<string | null>(null)

  // After hydration: bring back stored answers and the step (URL first, then where the visitor left off).
  useEffect(() => {
    const stored = loadMatch()
    completedFor.current = stored?.completedFor ?? null
    dispatch({ type: 'hydrate', stored, urlStep: currentStepParam() })
  }, [])

  // The URL always names the step shown (a reload lands here again); the first sync replaces, never pushes.
  useEffect(() => {
    if (!ready) return
    const inUrl = currentStepParam()
    // A plain /match on step 1 stays plain (a clean link to share); anything else names its step.
    if (inUrl !== state.step && !(inUrl === undefined && state.step === 1)) {
      window.history.replaceState({ matchStep: state.step }, '', urlWithStep(window.location.href, state.step))
    }
    saveMatch({ answers: state.answers, step: state.step, started: state.started, completedFor: completedFor.current })
  }, [ready, state.answers, state.step, state.started])

  // Browser Back/Forward between our step entries (Vike does not re-render the same page for them).
  useEffect(() => {
    const onPopState = () => {
      // Back to the plain /match entry means step 1.
      const step = currentStepParam() ?? 1
      // A hash link within the page (e.g. "Other next steps") also fires popstate: same step, nothing to do.
      if (step === stateRef.current.step) return
      focusPending.current = true
      dispatch({ type: 'goto', step })
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [])

  useEffect(() => {
    // Not mounted yet (lazy results): the callback ref focuses it when it appears.
    if (!focusPending.current || !heading.current) return
    focusPending.current = false
    heading.current.focus()
  }, [state.step])

  const move = useCallback((action: QuestionnaireAction, mode: 'push' | 'back') => {
    const before = stateRef.current
    const after = questionnaireReducer(before, action)
    dispatch(action)
    if (after.step === before.step) {
      // Refused (errors): focus goes to the first control with a problem, done by the step view.
      return
    }
    focusPending.current = true
    const history = (window.history.state ?? {}) as StepHistoryState
    if (mode === 'back' && history.matchPrevious === after.step) window.history.back()
    else if (mode === 'push') window.history.pushState({ matchStep: after.step, matchPrevious: before.step }, '', urlWithStep(window.location.href, after.step))
    else window.history.replaceState({ matchStep: after.step }, '', urlWithStep(window.location.href, after.step))
  }, [])

  const answer = useCallback((patch: Partial<MatchAnswers>) => {
    if (!stateRef.current.started) track('match_started')
    dispatch({ type: 'answer', patch })
  }, [])

  const next = useCallback(() => move({ type: 'next' }, 'push'), [move])
  const back = useCallback(() => move({ type: 'back' }, 'back'), [move])
  const goTo = useCallback((step: number) => move({ type: 'goto', step }, 'push'), [move])
  const startOver = useCallback(() => {
    clearMatch()
    completedFor.current = null
    focusPending.current = true
    dispatch({ type: 'reset', answers: emptyAnswers(locale) })
  }, [locale])
  const markCompleted = useCallback((inputKey: string) => {
    if (completedFor.current === inputKey) return false
    completedFor.current = inputKey
    const { answers, step, started } = stateRef.current
    saveMatch({ answers, step, started, completedFor: inputKey })
    return true
  }, [])

  return { state, ready, restored, headingRef, answer, next, back, goTo, startOver, markCompleted }
}
