import { Fragment, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { translateKey } from '../../../forms/messages'
import { auditSentence, type SentenceEntry, type SentenceValue } from './audit-sentence'

// Holes are filled with markers first, so the locale's own word order (and
// French elision around them) stays the translator's; each marker then
// becomes its text or its link.
const OPEN = '\u0001'
const CLOSE = '\u0002'
const MARKER = new RegExp(`${OPEN}(\\w+)${CLOSE}`)

interface AuditSentenceProps {
  readonly entry: SentenceEntry
  /** Opens the Ambassadors section searched by this address. */
  readonly onOpenAmbassador: (email: string) => void
}

/** The entry as one sentence, ambassadors' names as links to them (issue 34). */
export function AuditSentenceText({ entry, onOpenAmbassador }: AuditSentenceProps) {
  const { t, i18n } = useTranslation()
  const sentence = auditSentence(entry)
  const markers = Object.fromEntries(Object.keys(sentence.values).map((name) => [name, `${OPEN}${name}${CLOSE}`]))
  // The markers pass through as they are: i18next does not escape (src/i18n, React does).
  const template = translateKey(i18n, sentence.key, markers)
  const render = (value: SentenceValue | undefined): ReactNode => {
    if (value === undefined) return null
    if ('text' in value) return value.text
    if ('textKey' in value) return translateKey(i18n, value.textKey)
    const { name, email } = value.ambassador
    const label = name ?? email ?? ''
    if (email === null) return label
    return (
      <button type="button" className="console-link-button" onClick={() => onOpenAmbassador(email)} title={t('staffConsole.audit.openAmbassador', { name: label })}>
        {label}
      </button>
    )
  }
  const parts = template.split(MARKER)
  return (
    <>
      {parts.map((part, index) => (
        // Odd parts are the names of the holes (split keeps the capture group).
        <Fragment key={index}>{index % 2 === 1 ? render(sentence.values[part]) : part}</Fragment>
      ))}
    </>
  )
}
