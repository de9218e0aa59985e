import { useClient } from 'urql'
import { useTranslation } from 'react-i18next'
import { ConsentFields, FormErrorSummary, SubmitButton, TextField, useForm, useIdempotencyKey } from '../../forms'
import { questionSchema } from '../../contract/validation/schemas'
import { useOrganizationName } from '../../../layouts/default/useOrganizationName'
import { usePageLocale } from '../../routing/usePageLocale'
import { QUESTION_MAX_CHARS, QUESTION_MIN_CHARS } from '../../contract/limits'
import { askQuestion, EMPTY_QUESTION, questionInput, type AskQuestionResult, type MatchInput, type QuestionValues, type SentQuestion } from './ask-question'
import { SafeguardedTextArea, SafeguardedTextField } from '../safeguarding/SafeguardedFields'
import { TopicSuggestions } from './TopicSuggestions'
import './journey.css'
import './question.css'

export interface QuestionFormProps {
  /** The ambassador to ask; absent = "any ambassador" (the API routes it). */
  readonly ambassadorId?: string
  /** Their first name, for the submit button ("Send to Alice"). */
  readonly ambassadorName?: string
  /** The visitor's match answers: routes a question without `ambassadorId`. */
  readonly matchInput?: MatchInput
  /** "Ask this group": the API routes the question to one of the group's ambassadors. */
  readonly communityId?: string
  /** Smaller variant for /iframe: no topic suggestions, shorter text area. */
  readonly compact?: boolean
  /** Draft key (sessionStorage): forms on different pages keep separate drafts. */
  readonly persistKey?: string
  /** Called once the question exists (as `question_sent` is recorded). */
  readonly onSent?: (sent: SentQuestion) => void
}

/**
 * The question form: first name, email, topic, question (10–1000 characters)
 * and consent, with the shared rules. A failed send keeps everything and
 * offers Retry with the same idempotency key, so however many retries, one
 * question is created; the draft survives a reload.
 */
export function QuestionForm({ ambassadorId, ambassadorName, matchInput, communityId, compact = false, persistKey = 'question', onSent }: QuestionFormProps) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const client = useClient()
  const organization = useOrganizationName()
  const idempotency = useIdempotencyKey(persistKey)
  const number = new Intl.NumberFormat(locale)
  const form = useForm<QuestionValues, AskQuestionResult>({
    id: compact ? 'question-compact' : 'question',
    initialValues: EMPTY_QUESTION,
    schema: questionSchema,
    persistKey,
    onSubmit: (values) => askQuestion(client, questionInput(values, { ambassadorId, matchInput, communityId }, locale, idempotency)),
    onSuccess: (result, values) => {
      idempotency.renew()
      // Analytics load with the event: off the form's first load.
      void import('../analytics/track').then(({ track }) => track('question_sent')).catch(() => {})
      if (result.thread) onSent?.({ thread: result.thread, threadToken: result.threadToken ?? null, email: values.email.trim() })
    },
  })

  return (
    <form {...form.formProps} className={compact ? 'question-form is-compact' : 'question-form'} aria-label={t('question.form.label')}>
      <FormErrorSummary form={form} />
      <div className="question-form-names">
        <TextField field={form.field('firstName')} autoComplete="given-name" />
        <TextField field={form.field('email')} type="email" autoComplete="email" inputMode="email" hint={t('question.form.emailHint')} />
      </div>
      <SafeguardedTextField field={form.field('topic')} serverError={form.state.serverErrors.topic} hint={compact ? undefined : t('question.form.topicHint')} />
      {!compact && <TopicSuggestions onPick={(topic) => form.setValue('topic', topic, 'change')} />}
      <SafeguardedTextArea
        field={form.field('body')}
        serverError={form.state.serverErrors.body}
        rows={compact ? 4 : 7}
        hint={t('question.form.bodyHint', { min: number.format(QUESTION_MIN_CHARS), max: number.format(QUESTION_MAX_CHARS) })}
      />
      <ConsentFields consent={form.field('consent')} organization={organization} />
      <SubmitButton submitting={form.submitting}>{ambassadorName ? t('question.form.submitTo', { name: ambassadorName }) : t('question.form.submit')}</SubmitButton>
    </form>
  )
}
