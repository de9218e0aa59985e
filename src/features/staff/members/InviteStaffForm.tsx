import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { emailField, field } from '../../../contract/validation/schemas'
import { required } from '../../../contract/validation/rules'
import { FormErrorSummary, Select, SubmitButton, TextField, useForm, useIdempotencyKey } from '../../../forms'
import { payloadOrThrow } from '../../../graphql/result-errors'
import { localizeStaffErrors } from '../shared/staff-errors'
import { InviteStaffMutation } from './staff-members-operations'
import { REFRESH_STAFF, STAFF_ROLES, type StaffRoleValue } from './staff-roles'

const schema = { email: emailField(), role: field('fields.staffRole', [required()]) }

/** Adds a staff member by e-mail (owners only); they then sign in at /staff with a code. ALREADY_STAFF shows next to the address. */
export function InviteStaffForm() {
  const { t } = useTranslation()
  const [, invite] = useMutation(InviteStaffMutation)
  const idempotency = useIdempotencyKey()
  const [status, setStatus] = useState<string | null>(null)
  const onSubmit = useCallback(
    async (values: { email: string; role: string }) => {
      setStatus(null)
      const variables = { email: values.email.trim(), role: values.role as StaffRoleValue }
      const result = await invite({ ...variables, idempotencyKey: idempotency.keyFor(variables) }, REFRESH_STAFF)
      const payload = payloadOrThrow(result.data?.inviteStaff, result.error)
      return { ...payload, fieldErrors: localizeStaffErrors(payload.fieldErrors) }
    },
    [invite, idempotency],
  )
  const form = useForm({
    id: 'console-invite',
    initialValues: { email: '', role: 'EDITOR' },
    schema,
    onSubmit,
    onSuccess: (_payload: unknown, values: { email: string }) => {
      idempotency.renew()
      setStatus(t('staffConsole.staff.invited', { email: values.email.trim() }))
      form.reset()
    },
  })
  return (
    <form {...form.formProps} className="console-fieldset" aria-labelledby="console-invite-heading">
      <h3 id="console-invite-heading">{t('staffConsole.staff.inviteHeading')}</h3>
      <p className="area-muted">{t('staffConsole.staff.inviteIntro')}</p>
      <FormErrorSummary form={form} />
      <div className="console-inline-form">
        <TextField field={form.field('email')} type="email" autoComplete="off" inputMode="email" />
        <Select field={form.field('role')} placeholder={false} options={STAFF_ROLES.map((role) => ({ value: role, label: t(`staffConsole.roles.${role}`) }))} />
      </div>
      <div className="area-actions">
        <SubmitButton submitting={form.submitting} submittingText={t('staffConsole.staff.inviting')}>
          {t('staffConsole.staff.invite')}
        </SubmitButton>
      </div>
      <p className="area-status" role="status">
        {status}
      </p>
    </form>
  )
}
