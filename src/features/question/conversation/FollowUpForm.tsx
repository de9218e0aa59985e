import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useClient } from 'urql'
import { FormErrorSummary, SubmitButton, useForm, useIdempotencyKey } from '../../../forms'
import { followUpSchema } from '../../../contract/validation/conversation'
import { FOLLOW_UP_MAX_CHARS, FOLLOW_UP_MIN_CHARS } from '../../../contract/limits'
import { payloadOrThrow } from '../../../graphql/result-errors'
import { usePageLocale } from '../../../routing/usePageLocale'
import { SafeguardedTextArea } from '../../safeguarding/SafeguardedFields'
import { SendFollowUpMutation } from './conversation-operations'

interface FollowUpFormProps {
  readonly threadId: string
  readonly token: string | undefined
  /** The ambassador's first name ("Reply to Alice"). */
  readonly name: string
  /** After the reply is stored: the page says so and reads the thread again. */
  readonly onSent: () => void
}

/**
 * The visitor's reply in the conversation. The draft and its idempotency
 * key are kept per thread (sessionStorage), so a reload or a lost response
 * loses nothing and never sends twice; the same safeguarding as the question.
 */
export function FollowUpForm({ threadId, token, name, onSent }: FollowUpFormProps) {
  const { t } = useTranslation()
  const client = useClient()
  const number = new Intl.NumberFormat(usePageLocale())
  const persistKey = `follow-up-${threadId}`
  const idempotency = useIdempotencyKey(persistKey)
  const onSubmit = useCallback(
    async (values: { body: string }) => {
      const fields = { threadId, token: token ?? '', body: values.body.trim() }
      const input = { ...fields, idempotencyKey: idempotency.keyFor(fields) }
      const result = await client.mutation(SendFollowUpMutation, { input }, { requestPolicy: 'network-only' }).toPromise()
      return payloadOrThrow(result.data?.sendFollowUp, result.error)
    },
    [client, idempotency, threadId, token],
  )
  const onSuccess = useCallback(() => {
    idempotency.renew()
    onSent()
  }, [idempotency, onSent])
  const form = useForm({ id: `follow-up-${threadId}`, initialValues: { body: '' }, schema: followUpSchema, persistKey, onSubmit, onSuccess })
  return (
    <form {...form.formProps} className="thread-follow-up" aria-label={t('question.conversation.replyLabel', { name })}>
      <FormErrorSummary form={form} />
      <SafeguardedTextArea
        field={form.field('body')}
        serverError={form.state.serverErrors.body}
        rows={4}
        hint={t('question.conversation.replyHint', { min: number.format(FOLLOW_UP_MIN_CHARS), max: number.format(FOLLOW_UP_MAX_CHARS) })}
      />
      <SubmitButton submitting={form.submitting}>{t('question.conversation.send')}</SubmitButton>
    </form>
  )
}
