import { useTranslation } from 'react-i18next'

/** "87% match" as text, with a bar that only draws it (the number is the accessible part). */
export function MatchScore({ score, labelKey = 'match.results.score' }: { readonly score: number; readonly labelKey?: 'match.results.score' | 'matchCommunity.fit' }) {
  const { t } = useTranslation()
  const clamped = Math.max(0, Math.min(100, Math.round(score)))
  return (
    <div className="match-score">
      <p className="match-score-text">{t(labelKey, { score: clamped })}</p>
      <div className="match-score-track" aria-hidden="true">
        <div className="match-score-fill" style={{ width: `${clamped}%` }} />
      </div>
    </div>
  )
}
