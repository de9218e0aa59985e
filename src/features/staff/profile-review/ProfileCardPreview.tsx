import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { AmbassadorAvatar } from '../../ambassadors/AmbassadorAvatar'
import { AmbassadorFacts } from '../../ambassadors/AmbassadorFacts'
import '../../ambassadors/AmbassadorCard.css'
import type { ProfilePreviewData } from './profile-review-operations'

interface ProfileCardPreviewProps {
  /** Seeds the placeholder's colour, as on the public card (the ambassador's id). */
  readonly ambassadorId: string
  readonly profile: ProfilePreviewData
  /** What the preview is (e.g. "As it will appear"), read before the card. */
  readonly label: string
}

/**
 * The public card as visitors see it — photo, name, headline, studies, home
 * and languages — with what the card's dialog adds (both bios, interests),
 * for staff to judge the whole public profile before it appears (issue 32).
 */
export function ProfileCardPreview({ ambassadorId, profile, label }: ProfileCardPreviewProps) {
  const { t } = useTranslation()
  const nameId = useId()
  const level = profile.studyLevel ?? 'BACHELOR'
  return (
    <figure className="profile-preview">
      <figcaption className="area-muted">{label}</figcaption>
      <article className="ambassador-card ambassador-card-full" aria-labelledby={nameId}>
        <div className="ambassador-card-head">
          <AmbassadorAvatar id={ambassadorId} firstName={profile.firstName} lastInitial={profile.lastInitial} photoUrl={profile.photoUrl} size={72} />
          <div className="ambassador-card-title">
            <h4 id={nameId} className="ambassador-card-name">
              {`${profile.firstName} ${profile.lastInitial}`}
            </h4>
            <p className="ambassador-card-headline" lang="en">
              {profile.headline}
            </p>
            {profile.headlineFr !== '' && (
              <p className="ambassador-card-headline" lang="fr">
                {profile.headlineFr}
              </p>
            )}
          </div>
        </div>
        <AmbassadorFacts ambassador={{ ...profile, studyLevel: level }} withLanguages />
        <dl className="ambassador-facts">
          <div>
            <dt>{t('staffConsole.profileReview.interests')}</dt>
            <dd>{profile.interests.map((term) => term.name).join(', ') || '—'}</dd>
          </div>
          <div>
            <dt>{t('staffConsole.profileReview.bioEn')}</dt>
            <dd lang="en">{profile.bioEn || '—'}</dd>
          </div>
          <div>
            <dt>{t('staffConsole.profileReview.bioFr')}</dt>
            <dd lang="fr">{profile.bioFr || '—'}</dd>
          </div>
        </dl>
      </article>
    </figure>
  )
}
