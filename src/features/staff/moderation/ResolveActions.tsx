import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { TextArea, useForm } from '../../../forms'
import { moderationNoteSchema } from '../../../contract/validation/moderation-schemas'
import { ConfirmedAction } from '../shared/ConfirmedAction'
import { useConsoleAction } from '../shared/useConsoleAction'
import { REFRESH_MODERATION, ResolveReportMutation, type ModerationItemData } from './moderation-operations'

/**
 * Closing an open item, with an optional note for the log: release (a
 * report unfreezes the conversation; a flag is marked as reviewed) or keep
 * the conversation closed. Each asks first.
 */
export function ResolveActions({ item, title, onAnnounce }: { item: ModerationItemData; title: string; onAnnounce: (message: string) => void }) {
  const { t } = useTranslation()
  const [, resolve] = useMutation(ResolveReportMutation)
  const releaseAction = useConsoleAction()
  const closeAction = useConsoleAction()
  const form = useForm({ id: `moderation-note-${item.id}`, initialValues: { note: '' }, schema: moderationNoteSchema })
  const isReport = item.kind === 'REPORT'

  const run = async (action: 'RELEASE' | 'KEEP_CLOSED', handle: ReturnType<typeof useConsoleAction>, done: string): Promise<boolean> => {
    if (!form.validate()) return false
    const note = form.values.note.trim()
    const ok = await handle.run(async () => {
      const result = await resolve({ reportId: item.id, action, note: note === '' ? null : note }, REFRESH_MODERATION)
      return { error: result.error, fieldErrors: result.data?.resolveReport.fieldErrors }
    })
    if (ok) onAnnounce(done)
    return ok
  }
  return (
    <div className="moderation-resolve">
      <TextArea field={form.field('note')} rows={2} hint={t('staffConsole.moderation.noteHint')} />
      <div className="area-actions">
        <ConfirmedAction
          className="button"
          label={t(isReport ? 'staffConsole.moderation.release' : 'staffConsole.moderation.reviewed')}
          ariaLabel={t(isReport ? 'staffConsole.moderation.releaseLabel' : 'staffConsole.moderation.reviewedLabel', { title })}
          message={t(isReport ? 'staffConsole.moderation.releaseConfirm' : 'staffConsole.moderation.reviewedConfirm')}
          confirmLabel={t(isReport ? 'staffConsole.moderation.releaseYes' : 'staffConsole.moderation.reviewedYes')}
          cancelLabel={t('staffConsole.moderation.cancel')}
          action={releaseAction}
          onConfirm={() => run('RELEASE', releaseAction, t(isReport ? 'staffConsole.moderation.releasedDone' : 'staffConsole.moderation.reviewedDone'))}
        />
        {item.conversation && (
          <ConfirmedAction
            label={t('staffConsole.moderation.keepClosed')}
            ariaLabel={t('staffConsole.moderation.keepClosedLabel', { title })}
            message={t('staffConsole.moderation.keepClosedConfirm')}
            confirmLabel={t('staffConsole.moderation.keepClosedYes')}
            cancelLabel={t('staffConsole.moderation.cancel')}
            action={closeAction}
            onConfirm={() => run('KEEP_CLOSED', closeAction, t('staffConsole.moderation.keptClosedDone'))}
          />
        )}
      </div>
    </div>
  )
}
