import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { Checkbox, FormErrorSummary, SubmitButton, useForm, useIdempotencyKey } from '../../../forms'
import { answerSchema } from '../../../contract/validation/account-schemas'
import { answerPersistKey, writeUiState } from '../session/area-storage'
import { localizeFieldErrors, payloadOrThrow } from '../shared/field-errors'
import { AnswerQuestionMutation, type InboxQuestion } from './inbox-operations'
import { REFRESH_ACCOUNT } from '../shared/refresh-account'
import { SafeguardedTextArea } from '../../safeguarding/SafeguardedFields'

/**
 * The answer to one question. What is typed is kept per question in
 * sessionStorage (forms drafts), so an expired session or a reload loses
 * nothing; the idempotency key is kept with it, so a resend after a lost
 * response never answers twice.
 */
export function AnswerForm({ question, onAnswered }: { question: InboxQuestion; onAnswered: () => void }) {
  const { t } = useTranslation()
  const persistKey = answerPersistKey(question.id)
  const [, answer] = useMutation(AnswerQuestionMutation)
  const idempotency = useIdempotencyKey(persistKey)

  const onSubmit = useCallback(
    async (values: { body: string; publish: boolean }) => {
      const input = { questionId: question.id, body: values.body.trim(), publish: values.publish }
      const result = await answer({ input: { ...input, idempotencyKey: idempotency.keyFor(input) } }, REFRESH_ACCOUNT)
      const payload = payloadOrThrow(result.data?.answerQuestion, result.error)
      return { ...payload, fieldErrors: localizeFieldErrors(payload.fieldErrors) }
    },
    [answer, idempotency, question.id],
  )
  const onSuccess = useCallback(() => {
    idempotency.renew()
    writeUiState('open-question', null)
    onAnswered()
  }, [idempotency, onAnswered])
  const form = useForm({
    id: `answer-${question.id}`,
    initialValues: { body: '', publish: false },
    schema: answerSchema,
    persistKey,
    onSubmit,
    onSuccess,
  })

  return (
    <form {...form.formProps} className="area-answer-form" aria-label={t('ambassadorsArea.inbox.answerFormLabel', { topic: question.topic })}>
      {form.state.draftRestored && <p className="area-notice">{t('ambassadorsArea.inbox.draftRestored')}</p>}
      <FormErrorSummary form={form} />
      <SafeguardedTextArea
        field={form.field('body')}
        serverError={form.state.serverErrors.body}
        label={t('ambassadorsArea.inbox.answerLabel')}
        hint={t('ambassadorsArea.inbox.answerHint', { name: question.firstName })}
        rows={8}
      />
      <Checkbox field={form.field('publish')} label={t('ambassadorsArea.inbox.publish')} hint={t('ambassadorsArea.inbox.publishHint')} />
      <SubmitButton submitting={form.submitting}>{t('ambassadorsArea.inbox.send')}</SubmitButton>
    </form>
  )
}
