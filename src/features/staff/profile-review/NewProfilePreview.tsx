import { useTranslation } from 'react-i18next'
import { LoadingStatus } from '../../../components/LoadingStatus'
import { QueryError } from '../../../components/QueryError'
import { graphql } from '../../../graphql/graphql'
import { useBrowserQuery } from '../../../graphql/useBrowserQuery'
import { usePageLocale } from '../../../routing/usePageLocale'
import { ProfileCardPreview } from './ProfileCardPreview'
import { ProfilePreviewFields } from './profile-review-operations'

/** The list does not carry the cards: one is read when staff open it (by e-mail, which finds exactly that ambassador). */
const NewProfilePreviewQuery = graphql(
  `
    query StaffNewProfilePreview($email: String!, $locale: Locale!) {
      staffAmbassadors(search: $email, first: 5) {
        nodes {
          id
          email
          preview {
            ...ProfilePreviewFields
          }
        }
      }
    }
  `,
  [ProfilePreviewFields],
)

/** A new profile's public card as it will appear once approved (issue 32: the same preview as a change's). */
export function NewProfilePreview({ email }: { email: string }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const query = useBrowserQuery(NewProfilePreviewQuery, { email, locale })
  const found = query.data?.staffAmbassadors.nodes.find((node) => node.email === email)
  if (found) return <ProfileCardPreview ambassadorId={found.id} profile={found.preview} label={t('staffConsole.profileReview.proposed')} />
  return query.status === 'error' ? <QueryError onRetry={query.refresh} /> : <LoadingStatus label={t('staffConsole.profileReview.loading')} />
}
