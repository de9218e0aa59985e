import { useTranslation } from 'react-i18next'
import { AmbassadorCard } from '../ambassadors/AmbassadorCard'
import type { AmbassadorMatch } from './match-queries'
import { MatchScore } from './MatchScore'
import { ReasonList } from './ReasonList'

/** One ranked ambassador: the shared card, with the score and the reasons. */
export function MatchResultCard({ match, best }: { readonly match: AmbassadorMatch; readonly best: boolean }) {
  const { t } = useTranslation()
  const name = `${match.ambassador.firstName} ${match.ambassador.lastInitial}`
  return (
    <div className="match-result" data-best={best || undefined}>
      {best && <p className="match-best-badge">{t('match.results.bestMatch')}</p>}
      <AmbassadorCard ambassador={match.ambassador} headingLevel={3}>
        <MatchScore score={match.score} />
        <ReasonList reasons={match.reasons} label={t('match.results.reasonsLabel', { name })} />
      </AmbassadorCard>
    </div>
  )
}
