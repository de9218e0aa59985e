import { useTranslation } from 'react-i18next'
import { usePageQuery } from '../../graphql/usePageQuery'
import { usePageLocale } from '../../routing/usePageLocale'
import { useBelowFoldReady } from '../../components/useBelowFoldReady'
import { LoadError } from '../ambassadors/LoadError'
import { Reveal } from '../reveal/Reveal'
import { CommunityGroupsQuery } from './community-queries'
import { CommunityGroupCard } from './CommunityGroupCard'

/** Community groups (e.g. "International students"): who is in them, what they answered, how to join. */
export function CommunityGroups() {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const [{ data, error, fetching }, refetch] = usePageQuery(CommunityGroupsQuery, { locale })
  // Below the directory: never in the first frame of a client navigation.
  const groups = useBelowFoldReady() ? data?.communities : undefined
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
      ) : error && !fetching ? (
        <LoadError onRetry={() => refetch({ requestPolicy: 'network-only' })} />
      ) : null}
    </section>
  )
}
