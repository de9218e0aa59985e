import { useCallback, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useClient } from 'urql'
import { FormErrorSummary, SubmitButton, TextArea, useForm, useIdempotencyKey } from '../../../forms'
import { FieldError } from '../../../forms/FieldParts'
import { ratingSchema } from '../../../contract/validation/conversation'
import { RATING_MAX, RATING_MIN } from '../../../contract/limits'
import { payloadOrThrow } from '../../../graphql/result-errors'
import { SubmitFeedbackMutation } from './conversation-operations'

type RatingValues = { [name: string]: unknown; rating: number | null; comment: string }

const SCORES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i)

interface RateProps {
  readonly threadId: string
  readonly token: string | undefined
  /** The visitor just closed it: the question takes focus, so it is read out next. */
  readonly takeFocus: boolean
}

/**
 * After closing: "Did this conversation help?" — a score from 1 to 5 (radio
 * buttons, arrow keys move between them) and an optional comment; once sent,
 * a thank-you in its place (the thread comes back `rated`).
 */
export function RateConversation({ threadId, token, takeFocus }: RateProps) {
  const { t } = useTranslation()
  const client = useClient()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (takeFocus) heading.current?.focus()
  }, [takeFocus])
  const idempotency = useIdempotencyKey(`rate-${threadId}`)
  const onSubmit = useCallback(
    async (values: RatingValues) => {
      const comment = values.comment.trim()
      const fields = { threadId, token: token ?? '', score: values.rating ?? 0, comment: comment === '' ? null : comment }
      const result = await client.mutation(SubmitFeedbackMutation, { ...fields, idempotencyKey: idempotency.keyFor(fields) }, { requestPolicy: 'network-only' }).toPromise()
      return payloadOrThrow(result.data?.submitFeedback, result.error)
    },
    [client, idempotency, threadId, token],
  )
  const form = useForm<RatingValues>({
    id: `rate-${threadId}`,
    initialValues: { rating: null, comment: '' },
    schema: ratingSchema,
    persistKey: `rate-${threadId}`,
    onSubmit,
  })
  const rating = form.field('rating')
  return (
    <section className="thread-rate" aria-labelledby="thread-rate-title">
      <h3 id="thread-rate-title" ref={heading} tabIndex={-1}>
        {t('question.conversation.rateTitle')}
      </h3>
      <form {...form.formProps} aria-labelledby="thread-rate-title">
        <FormErrorSummary form={form} />
        <fieldset className="thread-rate-scores" aria-invalid={rating.invalid || undefined} aria-describedby={rating.invalid ? rating.errorId : undefined}>
          <legend>{t('question.conversation.rateLegend', { min: RATING_MIN, max: RATING_MAX })}</legend>
          {SCORES.map((score, index) => (
            <label key={score} className="thread-rate-score">
              <input
                ref={index === 0 ? rating.attachFocus : undefined}
                type="radio"
                name={rating.name}
                value={score}
                checked={rating.value === score}
                onChange={() => rating.onChange(score, 'change')}
              />
              <span>{t(`question.conversation.score${score}` as 'question.conversation.score1')}</span>
            </label>
          ))}
          <FieldError id={rating.errorId} error={rating.error} />
        </fieldset>
        <TextArea field={form.field('comment')} rows={3} />
        <SubmitButton submitting={form.submitting}>{t('question.conversation.rateSend')}</SubmitButton>
      </form>
    </section>
  )
}
