import { useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { useIdempotencyKey } from '../../../forms'
import { serverErrorMessage, type ServerFieldError } from '../../../forms/messages'
import { hasErrorCode } from '../../../graphql/result-errors'
import { InviteAmbassadorsMutation, REFRESH_AMBASSADORS } from './ambassadors-operations'
import { parseInviteEmails, refusedAddresses } from './invite-emails'

interface Outcome {
  readonly invited: number
  readonly refused: readonly { email: string; error: ServerFieldError }[]
}

/** Invites several addresses at once; each refused address is listed with its reason next to the box, the others are invited. */
export function InviteAmbassadorsForm() {
  const { t, i18n } = useTranslation()
  const [, invite] = useMutation(InviteAmbassadorsMutation)
  const idempotency = useIdempotencyKey()
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const box = useRef<HTMLTextAreaElement>(null)
  const ids = useId()
  const problemsId = `${ids}-problems`

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault()
    if (busy) return
    const emails = parseInviteEmails(text)
    setOutcome(null)
    setFailure(null)
    if (emails.length === 0) {
      setFailure(t('staffConsole.invite.empty'))
      box.current?.focus()
      return
    }
    setBusy(true)
    const result = await invite({ emails, idempotencyKey: idempotency.keyFor(emails) }, REFRESH_AMBASSADORS)
    setBusy(false)
    const payload = result.data?.inviteAmbassadors
    if (!payload) {
      setFailure(t(hasErrorCode(result.error, 'FORBIDDEN') ? 'staffConsole.errors.forbidden' : 'staffConsole.actionFailed'))
      return
    }
    idempotency.renew()
    const refused = refusedAddresses(emails, payload.fieldErrors)
    setOutcome({ invited: payload.invited, refused })
    // Keep only the refused addresses in the box, so they can be corrected and sent again.
    setText(refused.map((item) => item.email).join('\n'))
    if (refused.length > 0) box.current?.focus()
  }

  const refused = outcome?.refused ?? []
  return (
    <form className="console-fieldset" aria-labelledby={`${ids}-heading`} noValidate onSubmit={(event) => void submit(event)}>
      <h3 id={`${ids}-heading`}>{t('staffConsole.invite.heading')}</h3>
      <p className="area-muted" id={`${ids}-hint`}>
        {t('staffConsole.invite.intro')}
      </p>
      <div className="field">
        <label className="field-label" htmlFor={`${ids}-emails`}>
          {t('staffConsole.invite.emails')}
        </label>
        <textarea
          ref={box}
          id={`${ids}-emails`}
          className="field-control"
          rows={4}
          spellCheck={false}
          autoCapitalize="none"
          value={text}
          aria-describedby={refused.length > 0 ? `${ids}-hint ${problemsId}` : `${ids}-hint`}
          aria-invalid={refused.length > 0 || undefined}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        {refused.length > 0 && (
          <div id={problemsId} className="field-error">
            <p>{t('staffConsole.invite.refused', { count: refused.length })}</p>
            <ul>
              {refused.map((item) => (
                <li key={item.error.field}>
                  <strong>{item.email}</strong>: {serverErrorMessage(i18n, item.error, item.email)}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className="area-actions">
        <button type="submit" className="button" aria-busy={busy || undefined}>
          {busy ? t('staffConsole.invite.sending') : t('staffConsole.invite.send')}
        </button>
      </div>
      <p className="area-status" role="status">
        {outcome !== null && t('staffConsole.invite.sent', { count: outcome.invited })}
      </p>
      {failure !== null && (
        <p className="area-error" role="alert">
          {failure}
        </p>
      )}
    </form>
  )
}
