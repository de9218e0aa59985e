import { useTranslation } from 'react-i18next'
import type { TextSpan } from '../../forms/messages'
import { translateKey } from '../../forms/messages'
import { SAFEGUARDING_CATEGORY_MESSAGE_KEYS } from '../../contract/safeguarding/messages'
import type { SafeguardingCategory } from '../../contract/safeguarding/types'
import { excerptsByCategory, type Excerpt } from './highlight'

interface SafeguardingNoticeProps {
  /** Named in the field's `aria-describedby` while it shows something. */
  readonly id: string
  readonly text: string
  /** Spans of `text` to highlight. */
  readonly spans: readonly TextSpan[]
  /** The API refused the text (else: the live check, before sending). */
  readonly refused: boolean
}

const adviceKeyOf = (category: string): string => SAFEGUARDING_CATEGORY_MESSAGE_KEYS[category as SafeguardingCategory] ?? SAFEGUARDING_CATEGORY_MESSAGE_KEYS.CUSTOM

function ExcerptLine({ excerpt }: { excerpt: Excerpt }) {
  const { t } = useTranslation()
  return (
    <p className="safeguarding-excerpt">
      {excerpt.clippedStart && '…'}
      {excerpt.parts.map((part, index) =>
        part.marked ? (
          <mark key={index} className="safeguarding-mark">
            <span className="forms-sr-only">{t('forms.safeguarding.highlighted')} </span>
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
      {excerpt.clippedEnd && '…'}
    </p>
  )
}

/**
 * Under a field: what to change, category by category (the shared
 * catalogue's words, as the API says them), each with the typed text around
 * the match and the match itself highlighted. Only the advice is announced
 * (a polite live region that changes when the kinds of problem change, not
 * at every keystroke); the excerpts are read through the field's
 * `aria-describedby`.
 */
export function SafeguardingNotice({ id, text, spans, refused }: SafeguardingNoticeProps) {
  const { t, i18n } = useTranslation()
  const groups = excerptsByCategory(text, spans)
  const advice = groups.map((group) => translateKey(i18n, adviceKeyOf(group.category)))
  return (
    <div className="safeguarding-feedback">
      <p className="forms-sr-only" aria-live="polite">
        {advice.join(' ')}
      </p>
      {groups.length > 0 && (
        <div id={id} className={['safeguarding-notice', refused && 'is-refused'].filter(Boolean).join(' ')}>
          <p className="safeguarding-lead">{refused ? t('forms.safeguarding.refusedLead') : t('forms.safeguarding.liveLead')}</p>
          <ul className="safeguarding-list">
            {groups.map((group, index) => (
              <li key={group.category}>
                <p className="safeguarding-advice">{advice[index]}</p>
                {group.excerpts.map((excerpt, excerptIndex) => (
                  <ExcerptLine key={excerptIndex} excerpt={excerpt} />
                ))}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
