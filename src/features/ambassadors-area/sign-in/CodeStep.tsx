import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { FormErrorSummary, SubmitButton, TextField, useForm, useIdempotencyKey } from '../../../forms'
import type { FieldBinding } from '../../../forms'
import { signInCodeSchema } from '../../../contract/validation/schemas'
import { SIGN_IN_CODE_LENGTH } from '../../../contract/limits'
import { SIGN_IN_CODE_TTL_MIN } from '../../../contract/limits'
import { normalizeCode } from '../../../forms/sign-in-code'
import { usePageLocale } from '../../../routing/usePageLocale'
import { writeUiState } from '../session/area-storage'
import { getSessionStore } from '../session/session-store'
import { localizeFieldErrors, payloadOrThrow } from '../shared/field-errors'
import { RequestSignInCodeMutation, SignInMutation } from './sign-in-operations'
import { useDescribeSignInError } from './useDescribeSignInError'

const codeSchema = { code: signInCodeSchema.code }

export { normalizeCode }

interface CodeStepProps {
  readonly email: string
  readonly onChangeEmail: () => void
}

/** Step 2: the code from the email; on success the token goes to the `default` client's cookie. */
export function CodeStep({ email, onChangeEmail }: CodeStepProps) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const [, signIn] = useMutation(SignInMutation)
  const [resendState, resend] = useMutation(RequestSignInCodeMutation)
  const resendKey = useIdempotencyKey()
  const [resent, setResent] = useState<string | null>(null)
  const describeSubmitError = useDescribeSignInError('code')
  const describeResendError = useDescribeSignInError('email')

  const onSubmit = useCallback(
    async (values: { code: string }) => {
      const result = await signIn({ email, code: normalizeCode(values.code) })
      const payload = payloadOrThrow(result.data?.signIn, result.error)
      return { ...payload, fieldErrors: localizeFieldErrors(payload.fieldErrors) }
    },
    [signIn, email],
  )
  const onSuccess = useCallback(
    (payload: { token?: string | null }) => {
      if (!payload.token) return
      writeUiState('pending-email', null)
      writeUiState('last-email', email)
      getSessionStore().signedIn(payload.token)
    },
    [email],
  )
  const form = useForm({ id: 'ambassador-sign-in-code', initialValues: { code: '' }, schema: codeSchema, onSubmit, onSuccess, describeSubmitError })
  const raw = form.field('code')
  const codeField: FieldBinding<string> = { ...raw, onChange: (value, trigger) => raw.onChange(normalizeCode(value), trigger) }

  // Arriving on this step, the next thing to do is typing the code.
  useEffect(() => {
    document.getElementById(raw.id)?.focus()
  }, [raw.id])

  const sendAgain = async (): Promise<void> => {
    setResent(null)
    const result = await resend({ email, locale, idempotencyKey: resendKey.key })
    const payload = result.data?.requestSignInCode
    if (payload?.sent) {
      resendKey.renew()
      form.reset()
      setResent(t('ambassadorsArea.signIn.resent', { email }))
    } else if (payload && payload.fieldErrors.length > 0) form.setServerErrors(localizeFieldErrors(payload.fieldErrors))
    else setResent(describeResendError(result.error) ?? t('ambassadorsArea.signIn.failed'))
  }

  return (
    <form {...form.formProps} className="area-form" aria-labelledby="ambassador-sign-in-heading">
      <h2 id="ambassador-sign-in-heading" tabIndex={-1}>
        {t('ambassadorsArea.signIn.codeHeading')}
      </h2>
      <p className="area-lead">{t('ambassadorsArea.signIn.codeSent', { email, minutes: SIGN_IN_CODE_TTL_MIN })}</p>
      <FormErrorSummary form={form} />
      <TextField
        field={codeField}
        label={t('ambassadorsArea.signIn.codeLabel')}
        hint={t('ambassadorsArea.signIn.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SIGN_IN_CODE_LENGTH + 2}
        className="area-code-field"
      />
      <div className="area-actions">
        <SubmitButton submitting={form.submitting} submittingText={t('ambassadorsArea.signIn.signingIn')}>
          {t('ambassadorsArea.signIn.submit')}
        </SubmitButton>
        <button type="button" className="button button-secondary" onClick={() => void sendAgain()} aria-busy={resendState.fetching || undefined} disabled={resendState.fetching}>
          {t('ambassadorsArea.signIn.resend')}
        </button>
        <button type="button" className="area-link-button" onClick={onChangeEmail}>
          {t('ambassadorsArea.signIn.otherEmail')}
        </button>
      </div>
      <p className="area-status" role="status">
        {resent}
      </p>
    </form>
  )
}
