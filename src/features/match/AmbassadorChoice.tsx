import { useTranslation } from 'react-i18next'
import { AmbassadorAvatar } from '../ambassadors/AmbassadorAvatar'
import { readFragment } from '../../graphql/graphql'
import { AmbassadorCardFragment } from '../ambassadors/AmbassadorCardFragment'
import { usePageLocale } from '../../routing/usePageLocale'
import { formatMatchReason } from './format-match-reason'
import type { AmbassadorMatch } from './match-queries'

interface AmbassadorChoiceProps {
  readonly matches: readonly AmbassadorMatch[]
  readonly selectedId: string
  readonly onSelect: (id: string) => void
}

const REASONS_SHOWN = 2

/** The best matches as radio cards: who the question goes to (arrow keys switch, one tab stop). */
export function AmbassadorChoice({ matches, selectedId, onSelect }: AmbassadorChoiceProps) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  return (
    <fieldset className="match-fieldset match-choice" aria-describedby="match-choice-hint">
      <legend className="match-legend">{t('matchQuestion.chooseLegend')}</legend>
      <p id="match-choice-hint" className="match-step-intro">
        {t('matchQuestion.chooseHint')}
      </p>
      <div className="match-choice-cards">
        {matches.map((match, index) => {
          const card = readFragment(AmbassadorCardFragment, match.ambassador)
          const id = `match-choice-${index}`
          const checked = card.id === selectedId
          return (
            <label key={card.id} className="match-card match-choice-card" htmlFor={id} data-checked={checked || undefined}>
              <input id={id} type="radio" name="match-ambassador" value={card.id} checked={checked} aria-describedby={`${id}-details`} onChange={() => onSelect(card.id)} />
              <AmbassadorAvatar id={card.id} firstName={card.firstName} lastInitial={card.lastInitial} photoUrl={card.photoUrl} size={48} />
              <span className="match-card-body">
                <span className="match-card-label">
                  {card.firstName} {card.lastInitial}
                  {index === 0 && <span className="match-choice-best"> · {t('match.results.bestMatch')}</span>}
                </span>
                <span id={`${id}-details`} className="match-card-description">
                  <span className="match-choice-score">{t('match.results.score', { score: match.score })}</span>
                  {' · '}
                  {card.field.name}
                  {match.reasons.slice(0, REASONS_SHOWN).map((reason) => (
                    <span key={`${reason.code}-${reason.value ?? ''}`} className="match-choice-reason">
                      {formatMatchReason(reason, t, locale)}
                    </span>
                  ))}
                </span>
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
