import { useMemo } from 'react'
import { useHydrated } from 'vike-react/useHydrated'
import { loadMatch, type StoredMatch } from './match-storage'
import { firstIncompleteStep, RESULTS_STEP } from './questionnaire'

export type StoredMatchState =
  /** Server render and hydration: storage cannot be read yet. */
  | { readonly status: 'loading' }
  /** No answers, or not all steps answered (`resumeStep` is where to go on). */
  | { readonly status: 'incomplete'; readonly resumeStep: number | null }
  | { readonly status: 'complete'; readonly stored: StoredMatch }

/** The questionnaire answers kept by /match, for /matchQuestion and /matchCommunity (read after hydration). */
export function useStoredMatch(): StoredMatchState {
  const hydrated = useHydrated()
  return useMemo<StoredMatchState>(() => {
    if (!hydrated) return { status: 'loading' }
    const stored = loadMatch()
    if (!stored) return { status: 'incomplete', resumeStep: null }
    const step = firstIncompleteStep(stored.answers)
    // Step 5 (what next) only picks the emphasised action: answers up to step 4 are enough to match.
    return step >= RESULTS_STEP - 1 ? { status: 'complete', stored } : { status: 'incomplete', resumeStep: step }
  }, [hydrated])
}
