import { useTranslation } from 'react-i18next'
import { LoadingStatus } from '../../../components/LoadingStatus'
import { QueryError } from '../../../components/QueryError'
import { useBrowserQuery } from '../../../graphql/useBrowserQuery'
import { usePageLocale } from '../../../routing/usePageLocale'
import { ProfileCardPreview } from './ProfileCardPreview'
import { NewProfilePreviewQuery } from './profile-review-operations'

/** A new profile's public card as it will appear once approved (issue 32: the same preview as a change's). */
export function NewProfilePreview({ email }: { email: string }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const query = useBrowserQuery(NewProfilePreviewQuery, { email, locale })
  const found = query.data?.staffAmbassadors.nodes.find((node) => node.email === email)
  if (found) return <ProfileCardPreview ambassadorId={found.id} profile={found.preview} label={t('staffConsole.profileReview.proposed')} />
  return query.status === 'error' ? <QueryError onRetry={query.refresh} /> : <LoadingStatus label={t('staffConsole.profileReview.loading')} />
}
