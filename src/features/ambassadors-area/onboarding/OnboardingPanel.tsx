import { useTranslation } from 'react-i18next'
import { LoadingStatus } from '../../../components/LoadingStatus'
import { QueryError } from '../../../components/QueryError'
import { useBrowserQuery } from '../../../graphql/useBrowserQuery'
import { usePageLocale } from '../../../routing/usePageLocale'
import type { Account } from '../area/account-operations'
import { PhotoField } from '../profile/PhotoField'
import { OnboardingForm } from './OnboardingForm'
import { OnboardingOptionsQuery } from './onboarding-operations'

/** What an invited or pending ambassador sees instead of the area: the profile to complete, or that it awaits approval. */
export function OnboardingPanel({ account }: { account: Account }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const query = useBrowserQuery(OnboardingOptionsQuery, { locale }, { pause: account.status !== 'INVITED' })
  if (account.status === 'PENDING')
    return (
      <section className="area-panel" aria-labelledby="area-onboarding-heading">
        <h2 id="area-onboarding-heading">{t('ambassadorsArea.onboarding.pendingHeading')}</h2>
        <p className="area-notice">{t('ambassadorsArea.onboarding.pending')}</p>
      </section>
    )
  return (
    <section className="area-panel" aria-labelledby="area-onboarding-heading">
      <h2 id="area-onboarding-heading">{t('ambassadorsArea.onboarding.heading')}</h2>
      <p className="area-muted">{t('ambassadorsArea.onboarding.intro')}</p>
      {/* Sent on its own, like in the profile editor: the photo is kept even while the form is unfinished. */}
      <PhotoField account={account} />
      {query.data ? <OnboardingForm account={account} options={query.data} /> : query.status === 'error' ? <QueryError onRetry={query.refresh} /> : <LoadingStatus />}
    </section>
  )
}
