import type { CombinedError } from '@urql/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { translateKey, type ServerFieldError } from '../../forms/messages'
import { isUnauthenticated } from '../../graphql/result-errors'

interface ActionOutcome {
  readonly error?: CombinedError
  readonly fieldErrors?: readonly ServerFieldError[] | null
}

export interface ActionWords {
  /** The area's domain codes → its message keys. */
  readonly localizeErrors: (errors: readonly ServerFieldError[]) => ServerFieldError[]
  /** The sentence for a failed action, already translated. */
  readonly failed: string
  /** A more precise sentence for some failed requests (a refused role), or null for `failed`. */
  readonly describeFailure?: (error: CombinedError) => string | null
}

export interface OneClickAction {
  readonly busy: boolean
  readonly error: string | null
  readonly clearError: () => void
  readonly run: (action: () => Promise<ActionOutcome>) => Promise<boolean>
}

/**
 * A one-click action of a signed-in area (publish, close, change a role,
 * remove someone…): runs it, keeps a busy flag and turns a refusal into one
 * translated sentence. A refused session says nothing here: the sign-in takes
 * over the screen.
 */
export function useOneClickAction({ localizeErrors, failed, describeFailure }: ActionWords): OneClickAction {
  const { i18n } = useTranslation()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const run = async (action: () => Promise<ActionOutcome>): Promise<boolean> => {
    if (busy) return false
    setBusy(true)
    setError(null)
    try {
      const outcome = await action()
      const [fieldError] = localizeErrors(outcome.fieldErrors ?? [])
      if (fieldError) setError(i18n.exists(fieldError.messageKey) ? translateKey(i18n, fieldError.messageKey) : fieldError.message)
      else if (outcome.error && !isUnauthenticated(outcome.error)) setError(describeFailure?.(outcome.error) ?? failed)
      return !outcome.error && !fieldError
    } catch {
      setError(failed)
      return false
    } finally {
      setBusy(false)
    }
  }
  return { busy, error, clearError: () => setError(null), run }
}
