import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { useInlinePanel } from '../../../components/useInlinePanel'
import { FormErrorSummary, SubmitButton, TextArea, useForm } from '../../../forms'
import { blockVisitorSchema } from '../../../contract/validation/moderation-schemas'
import { payloadOrThrow } from '../../../graphql/result-errors'
import { ConfirmedAction } from '../shared/ConfirmedAction'
import { useConsoleAction } from '../shared/useConsoleAction'
import { localizeStaffErrors } from '../shared/staff-errors'
import { BlockVisitorMutation, REFRESH_MODERATION, UnblockVisitorMutation } from './moderation-operations'

/** Blocks the asker's address from asking and booking (a reason required, kept with staff), or lifts the block (asked first). */
export function VisitorBlockAction({ email, blocked, onAnnounce }: { email: string; blocked: boolean; onAnnounce: (message: string) => void }) {
  const { t } = useTranslation()
  const { open, setOpen, trigger, cancel } = useInlinePanel()
  const [, block] = useMutation(BlockVisitorMutation)
  const [, unblock] = useMutation(UnblockVisitorMutation)
  const unblockAction = useConsoleAction()
  const form = useForm({
    id: `block-${email.replace(/[^a-zA-Z0-9]/g, '-')}`,
    initialValues: { reason: '' },
    // The address is the conversation's: a problem with it shows above the reason.
    schema: { reason: blockVisitorSchema.reason },
    onSubmit: async (values: { reason: string }) => {
      const result = await block({ email, reason: values.reason.trim() }, REFRESH_MODERATION)
      const payload = payloadOrThrow(result.data?.blockVisitor, result.error)
      return { fieldErrors: localizeStaffErrors(payload.fieldErrors) }
    },
    onSuccess: () => {
      setOpen(false)
      onAnnounce(t('staffConsole.moderation.blockedDone', { email }))
    },
  })
  if (blocked)
    return (
      <ConfirmedAction
        label={t('staffConsole.moderation.unblock')}
        ariaLabel={t('staffConsole.moderation.unblockLabel', { email })}
        message={t('staffConsole.moderation.unblockConfirm', { email })}
        confirmLabel={t('staffConsole.moderation.unblockYes')}
        cancelLabel={t('staffConsole.moderation.cancel')}
        action={unblockAction}
        onConfirm={async () => {
          const ok = await unblockAction.run(async () => {
            const result = await unblock({ email }, REFRESH_MODERATION)
            return { error: result.error, fieldErrors: result.data?.unblockVisitor.fieldErrors }
          })
          if (ok) onAnnounce(t('staffConsole.moderation.unblockedDone', { email }))
          return ok
        }}
      />
    )
  const formId = `${form.field('reason').id}-box`
  return (
    <div className="moderation-block">
      <button
        ref={trigger}
        type="button"
        className="button button-secondary"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen(!open)}
        aria-label={t('staffConsole.moderation.blockLabel', { email })}
      >
        {t('staffConsole.moderation.block')}
      </button>
      <div id={formId} hidden={!open}>
        {open && (
          <form {...form.formProps} className="console-fieldset" aria-label={t('staffConsole.moderation.blockLabel', { email })}>
            <p>{t('staffConsole.moderation.blockExplain', { email })}</p>
            <FormErrorSummary form={form} />
            <TextArea field={form.field('reason')} rows={2} />
            <div className="area-actions">
              <SubmitButton submitting={form.submitting}>{t('staffConsole.moderation.blockYes')}</SubmitButton>
              <button type="button" className="button button-secondary" onClick={cancel}>
                {t('staffConsole.moderation.cancel')}
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  )
}
