import { useTranslation } from 'react-i18next'
import { Link } from '../../components/Link'
import type { CommunitySummary } from './community-queries'

interface CommunityPickerProps {
  readonly communities: readonly CommunitySummary[]
  readonly heading: string
  /** Leave out the group already shown. */
  readonly excludeId?: string
}

/** Every group as a link to join it (`/matchCommunity?community=<id>`). */
export function CommunityPicker({ communities, heading, excludeId }: CommunityPickerProps) {
  const { t } = useTranslation()
  const shown = communities.filter((c) => c.id !== excludeId)
  if (shown.length === 0) return null
  return (
    <section className="community-picker" aria-labelledby="community-picker-heading">
      <h2 id="community-picker-heading">{heading}</h2>
      <ul>
        {shown.map((community) => (
          <li key={community.id}>
            <Link href={`/matchCommunity?community=${encodeURIComponent(community.id)}`} className="community-picker-link">
              {community.name}
            </Link>
            <p>{community.description}</p>
            <p className="community-picker-count">{t('matchCommunity.ambassadorCount', { count: community.ambassadorCount })}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
