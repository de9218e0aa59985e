import { useTranslation } from 'react-i18next'
import { useQuery } from 'urql'
import { usePageLocale } from '../../../routing/usePageLocale'
import type { Account } from '../area/account-operations'
import { LoadingStatus } from '../shared/LoadingStatus'
import { QueryError } from '../shared/QueryError'
import { ProfileForm } from './ProfileForm'
import { ProfileOptionsQuery } from './profile-operations'

/** The public profile: what visitors read on the ambassador's card. */
export function ProfilePanel({ account }: { account: Account }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const [{ data, error, fetching }, refetch] = useQuery({ query: ProfileOptionsQuery, variables: { locale } })
  return (
    <section className="area-panel" aria-labelledby="area-profile-heading">
      <h2 id="area-profile-heading">{t('ambassadorsArea.profile.heading')}</h2>
      <p className="area-muted">{t('ambassadorsArea.profile.intro')}</p>
      {data ? (
        <ProfileForm account={account} options={data} />
      ) : error && !fetching ? (
        <QueryError onRetry={() => refetch({ requestPolicy: 'network-only' })} />
      ) : (
        <LoadingStatus label={t('ambassadorsArea.loadingSection')} />
      )}
    </section>
  )
}
