import type { CombinedError } from '@urql/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { translateKey, type ServerFieldError } from '../../../forms/messages'
import { hasErrorCode, isUnauthenticated } from '../../../graphql/result-errors'
import { localizeStaffErrors } from './staff-errors'

interface ActionOutcome {
  readonly error?: CombinedError
  readonly fieldErrors?: readonly ServerFieldError[] | null
}

/**
 * A one-click console action (change a role, remove someone): runs it, keeps
 * a busy flag and turns a refusal into one translated sentence. A refused
 * session says nothing here: the sign-in takes over the screen.
 */
export function useConsoleAction(): {
  busy: boolean
  error: string | null
  clearError: () => void
  run: (action: () => Promise<ActionOutcome>) => Promise<boolean>
} {
  const { t, i18n } = useTranslation()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const run = async (action: () => Promise<ActionOutcome>): Promise<boolean> => {
    if (busy) return false
    setBusy(true)
    setError(null)
    try {
      const outcome = await action()
      const [fieldError] = localizeStaffErrors(outcome.fieldErrors ?? [])
      if (fieldError) setError(i18n.exists(fieldError.messageKey) ? translateKey(i18n, fieldError.messageKey) : fieldError.message)
      else if (outcome.error && hasErrorCode(outcome.error, 'FORBIDDEN')) setError(t('staffConsole.errors.forbidden'))
      else if (outcome.error && !isUnauthenticated(outcome.error)) setError(t('staffConsole.actionFailed'))
      return !outcome.error && !fieldError
    } catch {
      setError(t('staffConsole.actionFailed'))
      return false
    } finally {
      setBusy(false)
    }
  }
  return { busy, error, clearError: () => setError(null), run }
}
