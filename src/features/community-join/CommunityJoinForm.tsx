import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useClient } from 'urql'
import { ConsentFields, FormErrorSummary, SubmitButton, TextField, useForm, useIdempotencyKey } from '../../forms'
import { communityJoinSchema } from '../../contract/validation/schemas'
import { joinNoteSchema } from '../../contract/validation/moderation-schemas'
import { useOrganizationName } from '../../../layouts/default/useOrganizationName'
import { usePageLocale } from '../../routing/usePageLocale'
import { track } from '../analytics/track'
import { SafeguardedTextArea } from '../safeguarding/SafeguardedFields'
import { EMPTY_JOIN, joinCommunity, joinInput, type JoinCommunityResult, type JoinValues } from './join-community'
import './community-join.css'

interface CommunityJoinFormProps {
  readonly communityId: string
  readonly communityName: string
  /** Heading level in the page outline. */
  readonly headingLevel?: 2 | 3
}

type Requested = { readonly email: string }

const JOIN_FORM_SCHEMA = { ...communityJoinSchema, ...joinNoteSchema }

/**
 * Join a community group: email, the required consent and the optional
 * marketing opt-in (unticked). A sent form means "check your e-mail": the
 * membership starts from the e-mailed link (ConfirmJoin), and the answer is
 * the same for members and newcomers. A failed send keeps everything and
 * retries with the same key. `community_joined` is recorded here, when the
 * visitor asks (the funnel step of this page); confirmed memberships are
 * counted by the API itself.
 */
export function CommunityJoinForm({ communityId, communityName, headingLevel = 2 }: CommunityJoinFormProps) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const client = useClient()
  const organization = useOrganizationName()
  const idempotency = useIdempotencyKey(`community-join:${communityId}`)
  const [requested, setRequested] = useState<Requested | null>(null)
  const form = useForm<JoinValues, JoinCommunityResult>({
    id: 'community-join',
    initialValues: EMPTY_JOIN,
    schema: JOIN_FORM_SCHEMA,
    persistKey: 'community-join',
    onSubmit: (values) => joinCommunity(client, joinInput(communityId, values, locale, idempotency)),
    onSuccess: (_result, values) => {
      idempotency.renew()
      track('community_joined')
      setRequested({ email: values.email.trim() })
    },
  })
  const Heading = `h${headingLevel}` as const
  const headingId = 'community-join-heading'

  if (requested) return <CheckEmailMessage requested={requested} communityName={communityName} headingLevel={headingLevel} />
  return (
    <section className="community-join" aria-labelledby={headingId}>
      <Heading id={headingId}>{t('matchCommunity.join.heading', { name: communityName })}</Heading>
      <p className="community-join-intro">{t('matchCommunity.join.intro')}</p>
      <form {...form.formProps} aria-labelledby={headingId}>
        <FormErrorSummary form={form} />
        <TextField field={form.field('email')} type="email" autoComplete="email" inputMode="email" hint={t('matchCommunity.join.emailHint')} />
        <SafeguardedTextArea field={form.field('note')} serverError={form.state.serverErrors.note} rows={3} hint={t('matchCommunity.join.noteHint')} />
        <ConsentFields consent={form.field('consent')} marketing={form.field('marketingOptIn')} organization={organization} />
        <SubmitButton submitting={form.submitting} submittingText={t('matchCommunity.join.submitting')}>
          {t('matchCommunity.join.submit')}
        </SubmitButton>
      </form>
    </section>
  )
}

function CheckEmailMessage({ requested, communityName, headingLevel }: { requested: Requested; communityName: string; headingLevel: 2 | 3 }) {
  const { t } = useTranslation()
  const box = useRef<HTMLElement>(null)
  // The form is gone: focus moves to the outcome, which screen readers then read.
  useEffect(() => box.current?.focus(), [])
  const Heading = `h${headingLevel}` as const
  return (
    <section ref={box} tabIndex={-1} className="community-join community-join-done" aria-labelledby="community-join-done">
      <Heading id="community-join-done">{t('matchCommunity.join.sentHeading')}</Heading>
      <p>{t('matchCommunity.join.sentText', { email: requested.email, name: communityName })}</p>
    </section>
  )
}
