import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { SIGN_IN_CODE_LENGTH, SIGN_IN_CODE_TTL_MIN } from '../../../contract/limits'
import { signInCodeSchema } from '../../../contract/validation/schemas'
import { FormErrorSummary, SubmitButton, TextField, useForm, useIdempotencyKey } from '../../../forms'
import type { FieldBinding } from '../../../forms'
import { normalizeCode } from '../../../forms/sign-in-code'
import { payloadOrThrow } from '../../../graphql/result-errors'
import { usePageLocale } from '../../../routing/usePageLocale'
import { writeConsoleState } from '../session/console-storage'
import { getStaffSession } from '../session/staff-session'
import { STAFF_SIGN_IN_HEADING_ID } from './heading-id'
import { localizeSignInErrors } from './sign-in-errors'
import { RequestStaffSignInCodeMutation, StaffSignInMutation } from './staff-sign-in-operations'
import { useDescribeStaffSignInError } from './useDescribeStaffSignInError'

const codeSchema = { code: signInCodeSchema.code }

interface StaffCodeStepProps {
  readonly email: string
  readonly onChangeEmail: () => void
}

/** Step 2: the code from the e-mail; on success the token goes to the console's own cookie (`gql:staff.token`). */
export function StaffCodeStep({ email, onChangeEmail }: StaffCodeStepProps) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const [, signIn] = useMutation(StaffSignInMutation)
  const [resendState, resend] = useMutation(RequestStaffSignInCodeMutation)
  const resendKey = useIdempotencyKey()
  const [resent, setResent] = useState<string | null>(null)
  const describeSubmitError = useDescribeStaffSignInError('code')
  const describeResendError = useDescribeStaffSignInError('email')

  const onSubmit = useCallback(
    async (values: { code: string }) => {
      const result = await signIn({ email, code: normalizeCode(values.code) })
      const payload = payloadOrThrow(result.data?.signIn, result.error)
      return { ...payload, fieldErrors: localizeSignInErrors(payload.fieldErrors) }
    },
    [signIn, email],
  )
  const onSuccess = useCallback(
    (payload: { token?: string | null }) => {
      if (!payload.token) return
      writeConsoleState('pending-email', null)
      writeConsoleState('last-email', email)
      getStaffSession().signedIn(payload.token)
    },
    [email],
  )
  const form = useForm({ id: 'staff-sign-in-code', initialValues: { code: '' }, schema: codeSchema, onSubmit, onSuccess, describeSubmitError })
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
      setResent(t('staffConsole.signIn.resent', { email }))
    } else if (payload && payload.fieldErrors.length > 0) form.setServerErrors(localizeSignInErrors(payload.fieldErrors))
    else setResent(describeResendError(result.error) ?? t('staffConsole.signIn.failed'))
  }

  return (
    <form {...form.formProps} className="area-form" aria-labelledby={STAFF_SIGN_IN_HEADING_ID}>
      <h2 id={STAFF_SIGN_IN_HEADING_ID} tabIndex={-1}>
        {t('staffConsole.signIn.codeHeading')}
      </h2>
      <p className="area-lead">{t('staffConsole.signIn.codeSent', { email, minutes: SIGN_IN_CODE_TTL_MIN })}</p>
      <FormErrorSummary form={form} />
      <TextField
        field={codeField}
        label={t('staffConsole.signIn.codeLabel')}
        hint={t('staffConsole.signIn.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SIGN_IN_CODE_LENGTH + 2}
        className="area-code-field"
      />
      <div className="area-actions">
        <SubmitButton submitting={form.submitting} submittingText={t('staffConsole.signIn.signingIn')}>
          {t('staffConsole.signIn.submit')}
        </SubmitButton>
        <button type="button" className="button button-secondary" onClick={() => void sendAgain()} aria-busy={resendState.fetching || undefined} disabled={resendState.fetching}>
          {t('staffConsole.signIn.resend')}
        </button>
        <button type="button" className="area-link-button" onClick={onChangeEmail}>
          {t('staffConsole.signIn.otherEmail')}
        </button>
      </div>
      <p className="area-status" role="status">
        {resent}
      </p>
    </form>
  )
}
