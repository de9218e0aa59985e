import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadingStatus } from '../../../components/LoadingStatus'
import { QueryError } from '../../../components/QueryError'
import { useBrowserQuery } from '../../../graphql/useBrowserQuery'
import { usePageLocale } from '../../../routing/usePageLocale'
import type { Account } from '../area/account-operations'
import { PendingProfileNotice } from './PendingProfileNotice'
import { PhotoField } from './PhotoField'
import { ProfileForm } from './ProfileForm'
import { ProfileOptionsQuery } from './profile-operations'

/** The public profile: what visitors read on the ambassador's card, and the change waiting for staff review. */
export function ProfilePanel({ account }: { account: Account }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const query = useBrowserQuery(ProfileOptionsQuery, { locale })
  const [status, setStatus] = useState('')
  const waiting = account.pendingProfileChange
  return (
    <section className="area-panel" aria-labelledby="area-profile-heading">
      <h2 id="area-profile-heading">{t('ambassadorsArea.profile.heading')}</h2>
      <p className="area-muted">{t('ambassadorsArea.profile.intro')}</p>
      {waiting && <PendingProfileNotice waiting={waiting} onWithdrawn={setStatus} />}
      <PhotoField account={account} />
      {/* A new key when a change starts or stops waiting: the form shows the values it then holds. */}
      {query.data ? (
        <ProfileForm key={waiting?.id ?? 'public'} account={account} options={query.data} onSaved={setStatus} />
      ) : query.status === 'error' ? (
        <QueryError onRetry={query.refresh} />
      ) : (
        <LoadingStatus />
      )}
      <p className="area-status" role="status">
        {status}
      </p>
    </section>
  )
}
