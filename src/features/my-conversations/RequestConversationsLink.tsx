import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useClient } from 'urql'
import { CONVERSATIONS_LINK_TTL_DAYS } from '../../contract/limits'
import { signInEmailSchema } from '../../contract/validation/schemas'
import { FormErrorSummary, SubmitButton, TextField, useForm, useIdempotencyKey } from '../../forms'
import { usePageLocale } from '../../routing/usePageLocale'
import { requestConversationsLink, type RequestConversationsLinkResult } from './conversations-operations'

/** The anchor the site footer's "My conversations" link points at (`/question#my-conversations`). */
export const REQUEST_ANCHOR = 'my-conversations'

type Values = { [name: string]: unknown; email: string }

/**
 * "Find my conversations": an address in, a link out by e-mail. The answer is
 * the same for every address (the API tells nobody whether it knows one), so
 * the outcome says "if… check your inbox" and offers to try again.
 * `headingLevel`: where it sits in the page outline.
 */
export function RequestConversationsLink({ headingLevel = 2, intro }: { headingLevel?: 2 | 3; intro?: string }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const client = useClient()
  const idempotency = useIdempotencyKey('conversations-link')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm<Values, RequestConversationsLinkResult>({
    id: 'conversations-link',
    initialValues: { email: '' },
    schema: signInEmailSchema,
    onSubmit: (values) => {
      const email = values.email.trim()
      return requestConversationsLink(client, { email, locale, idempotencyKey: idempotency.keyFor({ email, locale }) })
    },
    onSuccess: (_result, values) => {
      idempotency.renew()
      setSentTo(values.email.trim())
    },
  })
  const section = useRef<HTMLElement>(null)
  // Arriving from the footer's link: the section appears after hydration, so the browser could not scroll to it.
  useEffect(() => {
    if (window.location.hash === `#${REQUEST_ANCHOR}`) section.current?.scrollIntoView()
  }, [])
  const Heading = `h${headingLevel}` as const
  if (sentTo !== null) return <LinkSent email={sentTo} headingLevel={headingLevel} onAgain={() => setSentTo(null)} />
  return (
    <section ref={section} id={REQUEST_ANCHOR} className="conversations-request" aria-labelledby="conversations-request-title">
      <Heading id="conversations-request-title">{t('conversations.request.title')}</Heading>
      <p>{intro ?? t('conversations.request.intro', { days: CONVERSATIONS_LINK_TTL_DAYS })}</p>
      <form {...form.formProps} aria-labelledby="conversations-request-title">
        <FormErrorSummary form={form} />
        <TextField field={form.field('email')} type="email" autoComplete="email" inputMode="email" hint={t('conversations.request.emailHint')} />
        <SubmitButton submitting={form.submitting} submittingText={t('conversations.request.submitting')}>
          {t('conversations.request.submit')}
        </SubmitButton>
      </form>
    </section>
  )
}

function LinkSent({ email, headingLevel, onAgain }: { email: string; headingLevel: 2 | 3; onAgain: () => void }) {
  const { t } = useTranslation()
  const box = useRef<HTMLElement>(null)
  // The form is gone: focus moves to the outcome, which screen readers then read.
  useEffect(() => box.current?.focus(), [])
  const Heading = `h${headingLevel}` as const
  return (
    <section ref={box} tabIndex={-1} id={REQUEST_ANCHOR} className="conversations-request conversations-request-sent" aria-labelledby="conversations-sent-title">
      <Heading id="conversations-sent-title">{t('conversations.request.sentTitle')}</Heading>
      <p>{t('conversations.request.sentText', { email, days: CONVERSATIONS_LINK_TTL_DAYS })}</p>
      <button type="button" className="button button-secondary" onClick={onAgain}>
        {t('conversations.request.again')}
      </button>
    </section>
  )
}
