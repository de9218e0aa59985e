import { useTranslation } from 'react-i18next'
import { usePageQuery } from '../../graphql/usePageQuery'
import { usePageLocale } from '../../routing/usePageLocale'
import { QueryError } from '../../components/QueryError'
import { useBelowFoldReady } from '../../components/useBelowFoldReady'
import { Reveal } from '../reveal/Reveal'
import { CommunityGroupsQuery } from './community-queries'
import { CommunityGroupCard } from './CommunityGroupCard'

/** Community groups (e.g. "International students"): who is in them, what they answered, how to join. */
export function CommunityGroups() {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const query = usePageQuery(CommunityGroupsQuery, { locale })
  // Below the directory: never in the first frame of a client navigation.
  const groups = useBelowFoldReady() ? query.data?.communities : undefined
  return (
    <section id="community-groups" className="community-groups" aria-labelledby="community-groups-title">
      <h2 id="community-groups-title">{t('community.groups.title')}</h2>
      <p className="community-groups-intro">{t('community.groups.intro')}</p>
      {groups ? (
        <ul className="community-group-list">
          {groups.map((group) => (
            <Reveal as="li" key={group.id} className="community-group-item">
              <CommunityGroupCard group={group} />
            </Reveal>
          ))}
        </ul>
      ) : query.status === 'error' ? (
        <QueryError onRetry={query.refresh} />
      ) : null}
    </section>
  )
}
