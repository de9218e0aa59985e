import { useTranslation } from 'react-i18next'
import { LoadingStatus } from '../../../components/LoadingStatus'
import { QueryError } from '../../../components/QueryError'
import { useBrowserQuery } from '../../../graphql/useBrowserQuery'
import { usePageLocale } from '../../../routing/usePageLocale'
import type { Account } from '../area/account-operations'
import { PhotoField } from './PhotoField'
import { ProfileForm } from './ProfileForm'
import { ProfileOptionsQuery } from './profile-operations'

/** The public profile: what visitors read on the ambassador's card. */
export function ProfilePanel({ account }: { account: Account }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const query = useBrowserQuery(ProfileOptionsQuery, { locale })
  return (
    <section className="area-panel" aria-labelledby="area-profile-heading">
      <h2 id="area-profile-heading">{t('ambassadorsArea.profile.heading')}</h2>
      <p className="area-muted">{t('ambassadorsArea.profile.intro')}</p>
      <PhotoField account={account} />
      {query.data ? <ProfileForm account={account} options={query.data} /> : query.status === 'error' ? <QueryError onRetry={query.refresh} /> : <LoadingStatus />}
    </section>
  )
}
