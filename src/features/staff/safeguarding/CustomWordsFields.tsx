import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { describedBy } from '../../../forms/FieldParts'
import { SAFEGUARDING_CUSTOM_WORDS_MAX } from '../../../contract/limits'
import { newRowKey, type WordRow } from './rules-draft'
import { ActionSelect, Problems } from './RuleControls'

interface CustomWordsFieldsProps {
  readonly words: readonly WordRow[]
  readonly problems: ReadonlyMap<string, readonly string[]>
  readonly disabled: boolean
  readonly onChange: (words: WordRow[]) => void
}

/** The organization's own words: a row each (word, Block or Flag, Remove); adding one moves focus to its box. */
export function CustomWordsFields({ words, problems, disabled, onChange }: CustomWordsFieldsProps) {
  const { t } = useTranslation()
  const [focusKey, setFocusKey] = useState<string | null>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (focusKey !== null) document.getElementById(`rules-word-${focusKey}`)?.focus()
  }, [focusKey])
  const update = (key: string, patch: Partial<WordRow>): void => onChange(words.map((row) => (row.key === key ? { ...row, ...patch } : row)))
  const add = (): void => {
    const key = newRowKey()
    onChange([...words, { key, word: '', action: 'BLOCK' }])
    setFocusKey(key)
  }
  const remove = (key: string): void => {
    onChange(words.filter((row) => row.key !== key))
    requestAnimationFrame(() => addButton.current?.focus())
  }
  return (
    <fieldset className="console-fieldset" disabled={disabled} aria-describedby="rules-words-hint rules-words-error">
      <legend>{t('staffConsole.safeguarding.words.legend')}</legend>
      <p id="rules-words-hint" className="field-hint">
        {t('staffConsole.safeguarding.words.hint', { max: SAFEGUARDING_CUSTOM_WORDS_MAX })}
      </p>
      {words.length === 0 && <p className="area-muted">{t('staffConsole.safeguarding.words.empty')}</p>}
      <ol className="console-word-rows">
        {words.map((row, index) => {
          const id = `rules-word-${row.key}`
          const wordProblems = problems.get(`word:${row.key}`)
          const name = row.word.trim() || t('staffConsole.safeguarding.words.number', { n: index + 1 })
          return (
            <li key={row.key} className="console-word-row">
              <div className="field" data-invalid={wordProblems ? true : undefined}>
                <label className="field-label" htmlFor={id}>
                  {t('staffConsole.safeguarding.words.wordLabel', { n: index + 1 })}
                </label>
                <input
                  id={id}
                  className="field-control"
                  value={row.word}
                  aria-invalid={wordProblems ? true : undefined}
                  aria-describedby={describedBy(wordProblems && `${id}-error`)}
                  onChange={(event) => update(row.key, { word: event.currentTarget.value })}
                />
                <Problems id={`${id}-error`} messages={wordProblems} />
              </div>
              <ActionSelect
                id={`rules-word-action-${row.key}`}
                label={t('staffConsole.safeguarding.words.actionLabel', { word: name })}
                value={row.action}
                choices={['BLOCK', 'FLAG']}
                problems={problems.get(`action:${row.key}`)}
                onChange={(action) => update(row.key, { action: action === 'FLAG' ? 'FLAG' : 'BLOCK' })}
              />
              <button
                type="button"
                className="button button-secondary"
                onClick={() => remove(row.key)}
                aria-label={t('staffConsole.safeguarding.words.removeLabel', { word: name })}
              >
                {t('staffConsole.safeguarding.words.remove')}
              </button>
            </li>
          )
        })}
      </ol>
      <Problems id="rules-words-error" messages={problems.get('words')} />
      <button ref={addButton} type="button" className="button button-secondary" onClick={add}>
        {t('staffConsole.safeguarding.words.add')}
      </button>
    </fieldset>
  )
}
