import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { FormErrorSummary, SubmitButton, useForm, useIdempotencyKey } from '../../../forms'
import { payloadOrThrow } from '../../../graphql/result-errors'
import { CONSOLE_PERSIST_PREFIX } from '../session/console-storage'
import { mapSettingsErrors } from './settings-errors'
import { settingsFormSchemaFor } from './settings-schema'
import { changedInput, toFormValues, type SettingsFormValues } from './settings-form-values'
import { UpdateOrganizationMutation, type OrganizationSettings } from './settings-operations'
import { SettingsFields } from './SettingsFields'

const PERSIST_KEY = `${CONSOLE_PERSIST_PREFIX}settings`

type Outcome = { organization: OrganizationSettings | null; unchanged: boolean }

/**
 * The organization's settings: the shared rules run as people type (the API
 * runs them again), only changed fields are sent, and API errors land next to
 * their fields. What was typed survives a failed save, a reload and an expired
 * session (the draft and its idempotency key live in this tab until saved).
 */
export function SettingsForm({ settings, onSaved }: { settings: OrganizationSettings; onSaved: (next: OrganizationSettings) => void }) {
  const { t } = useTranslation()
  const [saved, setSaved] = useState(settings)
  const [, update] = useMutation(UpdateOrganizationMutation)
  const idempotency = useIdempotencyKey(PERSIST_KEY)
  const [status, setStatus] = useState<string | null>(null)

  const onSubmit = useCallback(
    async (values: SettingsFormValues) => {
      setStatus(null)
      const input = changedInput(saved, values)
      if (Object.keys(input).length === 0) return { fieldErrors: [], organization: null, unchanged: true }
      const result = await update({ input, idempotencyKey: idempotency.keyFor(input) })
      const payload = payloadOrThrow(result.data?.updateOrganization, result.error)
      return { organization: payload.organization ?? null, unchanged: false, fieldErrors: mapSettingsErrors(payload.fieldErrors) }
    },
    [saved, update, idempotency],
  )
  const onSuccess = useCallback(
    (outcome: Outcome) => {
      if (outcome.unchanged) return setStatus(t('staffConsole.settings.unchanged'))
      idempotency.renew()
      // What is saved is now the base the next changes are measured against; the fields keep what was typed.
      if (outcome.organization) {
        setSaved(outcome.organization)
        onSaved(outcome.organization)
      }
      setStatus(t('staffConsole.settings.saved'))
    },
    [idempotency, onSaved, t],
  )
  const form = useForm({
    id: 'console-settings',
    initialValues: toFormValues(settings),
    schema: settingsFormSchemaFor(settings.allowedEmbedOrigins),
    persistKey: PERSIST_KEY,
    onSubmit,
    onSuccess,
  })

  return (
    <form {...form.formProps} className="console-settings" aria-labelledby="console-settings-heading">
      <h2 id="console-settings-heading">{t('staffConsole.settings.heading')}</h2>
      <p className="area-lead">{t('staffConsole.settings.intro')}</p>
      <FormErrorSummary form={form} />
      <SettingsFields form={form} />
      <div className="area-actions">
        <SubmitButton submitting={form.submitting} submittingText={t('staffConsole.settings.saving')}>
          {t('staffConsole.settings.save')}
        </SubmitButton>
      </div>
      <p className="area-status" role="status">
        {status}
      </p>
    </form>
  )
}
