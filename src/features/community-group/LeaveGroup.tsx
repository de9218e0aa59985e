import { useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { Link } from '../../components/Link'
import { usePageLocale } from '../../routing/usePageLocale'
import { LeaveCommunityMutation, SetCommunityDigestMutation } from './leave-group'
import '../community-join/community-join.css'

/**
 * `/matchCommunity?leave=<token>`, the link at the foot of every group e-mail
 * (decision 147). Nothing happens on load — mail scanners open links — the
 * visitor presses "Leave the group" or "Stop the weekly digest". No sign-in:
 * the link is the proof. Leaving twice says so.
 */
export function LeaveGroup({ token }: { token: string }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const [leaving, leave] = useMutation(LeaveCommunityMutation)
  const [setting, setDigest] = useMutation(SetCommunityDigestMutation)
  const left = leaving.data?.leaveCommunity
  const digest = setting.data?.setCommunityDigest
  const busy = leaving.fetching || setting.fetching
  const invalid = (left && left.community === null ? left.fieldErrors[0] : undefined) ?? (digest && digest.community === null ? digest.fieldErrors[0] : undefined)

  if (invalid) {
    return (
      <Outcome id="community-leave-invalid" heading={t('matchCommunity.leave.invalidHeading')}>
        <p>{invalid.message}</p>
        <p>
          <Link className="button" href="/matchCommunity">
            {t('matchCommunity.leave.chooseGroup')}
          </Link>
        </p>
      </Outcome>
    )
  }
  if (left?.community) {
    const name = left.community.name
    return (
      <Outcome id="community-leave-done" heading={t(left.alreadyLeft ? 'matchCommunity.leave.alreadyHeading' : 'matchCommunity.leave.leftHeading', { name })}>
        <p>{t(left.alreadyLeft ? 'matchCommunity.leave.alreadyText' : 'matchCommunity.leave.leftText')}</p>
        <p>
          <Link href={`/matchCommunity?community=${encodeURIComponent(left.community.id)}`}>{t('matchCommunity.leave.groupPage')}</Link>
        </p>
      </Outcome>
    )
  }
  if (digest?.community) {
    const name = digest.community.name
    const state = !digest.member ? 'notMember' : digest.digest ? 'digestOn' : 'digestOff'
    return (
      <Outcome key={state} id="community-digest-done" heading={t(`matchCommunity.leave.${state}Heading`, { name })}>
        <p>{t(`matchCommunity.leave.${state}Text`)}</p>
        {state === 'digestOff' && (
          <p>
            <button type="button" className="button" disabled={busy} onClick={() => void setDigest({ token, enabled: true, locale })}>
              {t('matchCommunity.leave.digestOn')}
            </button>
          </p>
        )}
        <p>
          <Link href={`/matchCommunity?community=${encodeURIComponent(digest.community.id)}`}>{t('matchCommunity.leave.groupPage')}</Link>
        </p>
      </Outcome>
    )
  }
  return (
    <section className="community-join" aria-labelledby="community-leave-heading">
      <h2 id="community-leave-heading">{t('matchCommunity.leave.heading')}</h2>
      <p className="community-join-intro">{t('matchCommunity.leave.text')}</p>
      {(leaving.error || setting.error) && (
        <p role="alert" className="community-join-error">
          {t('matchCommunity.leave.failed')}
        </p>
      )}
      <p className="community-leave-actions">
        <button type="button" className="button form-submit" aria-busy={leaving.fetching || undefined} disabled={busy} onClick={() => void leave({ token, locale })}>
          {leaving.fetching ? t('matchCommunity.leave.submitting') : t('matchCommunity.leave.submit')}
        </button>{' '}
        <button type="button" className="button button-secondary" disabled={busy} onClick={() => void setDigest({ token, enabled: false, locale })}>
          {t('matchCommunity.leave.digestOff')}
        </button>
      </p>
    </section>
  )
}

function Outcome({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  const box = useRef<HTMLElement>(null)
  // The pressed button is gone: focus moves to the outcome, which screen readers then read.
  useEffect(() => box.current?.focus(), [])
  return (
    <section ref={box} tabIndex={-1} className="community-join community-join-done" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  )
}
