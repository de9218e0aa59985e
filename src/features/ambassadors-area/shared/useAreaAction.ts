import type { CombinedError } from '@urql/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { translateKey, type ServerFieldError } from '../../../forms/messages'
import { isUnauthenticated, localizeFieldErrors } from './field-errors'

interface ActionOutcome {
  readonly error?: CombinedError
  readonly fieldErrors?: readonly ServerFieldError[] | null
}

/**
 * A one-click action (publish, close, confirm a meeting…): runs it, keeps a
 * busy flag, and turns a failure into one translated sentence. A refused
 * session says nothing here: the sign-in takes over the screen.
 */
export function useAreaAction(): {
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
      const [fieldError] = localizeFieldErrors(outcome.fieldErrors ?? [])
      if (fieldError) setError(i18n.exists(fieldError.messageKey) ? translateKey(i18n, fieldError.messageKey) : fieldError.message)
      else if (outcome.error && !isUnauthenticated(outcome.error)) setError(t('ambassadorsArea.actionFailed'))
      return !outcome.error && !fieldError
    } catch {
      setError(t('ambassadorsArea.actionFailed'))
      return false
    } finally {
      setBusy(false)
    }
  }
  return { busy, error, clearError: () => setError(null), run }
}
