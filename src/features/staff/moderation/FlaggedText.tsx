import { useTranslation } from 'react-i18next'
import { translateKey, type TextSpan } from '../../../forms/messages'
import { markedParts } from '../../safeguarding/highlight'

/** A text with its matched parts highlighted (whole, for staff), each mark named for screen readers. */
export function MarkedText({ text, spans }: { text: string; spans: readonly TextSpan[] }) {
  const { t } = useTranslation()
  const sorted = [...spans].filter((span) => span.end <= text.length).sort((a, b) => a.start - b.start)
  return (
    <>
      {markedParts(text, sorted).map((part, index) =>
        part.marked ? (
          <mark key={index} className="moderation-mark">
            <span className="area-sr-only">{t('staffConsole.moderation.matched')} </span>
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  )
}

/** What a rule matched: each word with its kind, then the whole text with the matches highlighted. */
export function FlaggedText({ text, spans, words }: { text: string; spans: readonly TextSpan[]; words: readonly string[] }) {
  const { t, i18n } = useTranslation()
  return (
    <div className="moderation-flagged">
      <p className="moderation-label">{t('staffConsole.moderation.matchedWords')}</p>
      <ul className="moderation-words">
        {spans.map((span, index) => (
          <li key={`${span.start}-${span.end}`}>
            <strong>{words[index] ?? text.slice(span.start, span.end)}</strong> ({translateKey(i18n, `staffConsole.safeguarding.categories.${span.category}`)})
          </li>
        ))}
      </ul>
      <p className="moderation-label">{t('staffConsole.moderation.flaggedText')}</p>
      <p className="moderation-text">
        <MarkedText text={text} spans={spans} />
      </p>
    </div>
  )
}
