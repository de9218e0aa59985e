import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '../../components/Link'
import { LoadingStatus } from '../../components/LoadingStatus'
import { QueryError } from '../../components/QueryError'
import { useBrowserQuery } from '../../graphql/useBrowserQuery'
import { usePageLocale } from '../../routing/usePageLocale'
import { AmbassadorAvatar } from './AmbassadorAvatar'
import { AmbassadorFacts } from './AmbassadorFacts'
import { formatDuration, formatNumber, formatTimeAgo } from './ambassador-format'
import { AmbassadorProfileQuery, type AmbassadorProfile as Profile } from './ambassador-profile-query'
import type { AmbassadorCardFields } from './ambassador-types'
import { AnswerTime } from './AnswerTime'
import { CopyProfileLink } from './CopyProfileLink'
import { useModalDialog } from './useModalDialog'
import { useNow } from './useNow'

type DialogProps = {
  ambassador: AmbassadorCardFields
  name: string
  actionTarget?: '_self' | '_top' | '_blank'
  onClose: () => void
}

/**
 * The profile: what the card shows plus the bio in the visitor's language,
 * interests and groups, fetched when the dialog opens. Escape, the close
 * button or a click on the backdrop close it; the opener gets focus back.
 */
export function AmbassadorProfileDialog({ ambassador, name, actionTarget, onClose }: DialogProps) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const titleId = useId()
  const dialog = useModalDialog()
  const now = useNow()
  const query = useBrowserQuery(AmbassadorProfileQuery, { id: ambassador.id, locale })
  const profile = query.data?.ambassador
  const id = encodeURIComponent(ambassador.id)
  return (
    // The backdrop is part of the <dialog> box: a click on it (target = the dialog itself) closes.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className="ambassador-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close()
      }}
    >
      <div className="ambassador-dialog-body">
        <header className="ambassador-dialog-header">
          <AmbassadorAvatar {...ambassador} size={88} />
          <div>
            <h2 id={titleId}>{name}</h2>
            <p className="ambassador-card-headline" lang={ambassador.headlineLanguage}>
              {ambassador.headline}
            </p>
          </div>
          <button type="button" className="ambassador-dialog-close" onClick={() => dialog.current?.close()}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('ambassador.close')}</span>
          </button>
        </header>
        <AmbassadorFacts ambassador={ambassador} withLanguages />
        <AnswerTime medianAnswerMinutes={ambassador.medianAnswerMinutes} />
        <p className="ambassador-answered">
          {t('ambassador.answeredCount', { count: ambassador.answeredCount, formatted: formatNumber(ambassador.answeredCount, locale) })}
          {ambassador.lastActiveAt && now !== null && <> · {t('ambassador.activeAgo', { timeAgo: formatTimeAgo(ambassador.lastActiveAt, now, locale) })}</>}
        </p>
        <section aria-labelledby={`${titleId}-about`} aria-busy={query.status === 'pending'}>
          <h3 id={`${titleId}-about`}>{t('ambassador.aboutMe')}</h3>
          {profile ? (
            <ProfileDetails profile={profile} acceptsMeetings={ambassador.acceptsMeetings} />
          ) : query.status === 'error' ? (
            <QueryError message={t('ambassador.profileError')} onRetry={query.refresh} />
          ) : (
            <LoadingStatus label={t('ambassador.loadingProfile')} />
          )}
        </section>
        <div className="ambassador-actions">
          <Link className="button" href={`/question?ambassador=${id}`} target={actionTarget}>
            {t('ambassador.ask')}
            <span className="visually-hidden"> {t('ambassador.forName', { name })}</span>
          </Link>
          {ambassador.acceptsMeetings && (
            <Link className="button button-secondary" href={`/meet?ambassador=${id}`} target={actionTarget}>
              {t('ambassador.meet')}
              <span className="visually-hidden"> {t('ambassador.withName', { name })}</span>
            </Link>
          )}
        </div>
        <CopyProfileLink id={ambassador.id} name={name} />
      </div>
    </dialog>
  )
}

function ProfileDetails({ profile, acceptsMeetings }: { profile: Profile; acceptsMeetings: boolean }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  return (
    <>
      <p className="ambassador-bio" lang={profile.bioLanguage}>
        {profile.bio}
      </p>
      {acceptsMeetings && profile.meetingMinutes > 0 && <p>{t('ambassador.callLength', { duration: formatDuration(profile.meetingMinutes, locale) })}</p>}
      {profile.interests.length > 0 && (
        <>
          <h3>{t('ambassador.interests')}</h3>
          <ul className="ambassador-chips">
            {profile.interests.map((interest) => (
              <li key={interest.key}>{interest.name}</li>
            ))}
          </ul>
        </>
      )}
      {profile.communities.length > 0 && (
        <>
          <h3>{t('ambassador.communities')}</h3>
          <ul className="ambassador-chips">
            {profile.communities.map((community) => (
              <li key={community.id}>{community.name}</li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}
