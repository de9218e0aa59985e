import { useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { Link } from '../../components/Link'
import { usePageLocale } from '../../routing/usePageLocale'
import { CommunityView } from '../match/CommunityView'
import { ConfirmCommunityJoinMutation } from './join-community'
import './community-join.css'

/**
 * `/matchCommunity?confirm=<token>`, the link of the join e-mail (double
 * opt-in). Joining takes a press of the button, not the page load: mail
 * scanners that open links (and run their scripts) must not confirm on the
 * owner's behalf. Confirming twice is harmless; an expired link says how to
 * get a new one. Once confirmed, the group's page follows the welcome.
 */
export function ConfirmJoin({ token }: { token: string }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const [state, confirm] = useMutation(ConfirmCommunityJoinMutation)
  const payload = state.data?.confirmCommunityJoin
  const joined = payload?.community ?? null
  const expired = payload !== undefined && joined === null

  if (joined) {
    // The member lands on the group's page (decision 147): its ambassadors, its Q&A and "ask this group".
    return (
      <>
        <Outcome headingId="community-confirm-done" heading={t('matchCommunity.confirm.doneHeading', { name: joined.name })} success>
          <p>{t('matchCommunity.confirm.doneText')}</p>
        </Outcome>
        <CommunityView id={joined.id} communities={[]} member />
      </>
    )
  }
  if (expired) {
    return (
      <Outcome headingId="community-confirm-expired" heading={t('matchCommunity.confirm.expiredHeading')}>
        <p>{t('matchCommunity.confirm.expiredText')}</p>
        <p>
          <Link className="button" href="/matchCommunity">
            {t('matchCommunity.confirm.chooseGroup')}
          </Link>
        </p>
      </Outcome>
    )
  }
  return (
    <section className="community-join" aria-labelledby="community-confirm-heading">
      <h2 id="community-confirm-heading">{t('matchCommunity.confirm.heading')}</h2>
      <p className="community-join-intro">{t('matchCommunity.confirm.text')}</p>
      {state.error && (
        <p role="alert" className="community-join-error">
          {t('matchCommunity.confirm.failed')}
        </p>
      )}
      <button type="button" className="button form-submit" aria-busy={state.fetching || undefined} disabled={state.fetching} onClick={() => void confirm({ token, locale })}>
        {state.fetching ? t('matchCommunity.confirm.submitting') : t('matchCommunity.confirm.submit')}
      </button>
    </section>
  )
}

function Outcome({ headingId, heading, success = false, children }: { headingId: string; heading: string; success?: boolean; children: ReactNode }) {
  const box = useRef<HTMLElement>(null)
  // The button is gone: focus moves to the outcome, which screen readers then read.
  useEffect(() => box.current?.focus(), [])
  return (
    <section ref={box} tabIndex={-1} className={success ? 'community-join community-join-done' : 'community-join'} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {children}
    </section>
  )
}
