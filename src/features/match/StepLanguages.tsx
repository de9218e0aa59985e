import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePageLocale } from '../../routing/usePageLocale'
import { ChoiceChips } from './ChoiceChips'
import { capitalize, languageName, languageOptions } from './display-names'
import { toggleValue } from './match-answers'
import type { MatchOptions } from './match-queries'
import { stepErrorText, type StepProps } from './step-props'

/**
 * Step 4: the languages the visitor speaks (ISO 639-1). Chips for the
 * languages the ambassadors speak (most spoken first), and any other language
 * from a list, which then joins the chips.
 */
export function StepLanguages({ answers, errors, answer, spoken }: StepProps & { readonly spoken: MatchOptions['directoryFacets']['languages'] }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const [other, setOther] = useState('')
  const chips = useMemo(() => {
    const codes = [...new Set([...[...spoken].sort((a, b) => b.count - a.count).map((l) => l.code), ...answers.languages])]
    return codes.map((code) => ({ value: code, label: capitalize(languageName(code, locale), locale) }))
  }, [spoken, answers.languages, locale])
  const others = useMemo(() => languageOptions(locale).filter((l) => !chips.some((chip) => chip.value === l.code)), [chips, locale])
  const add = () => {
    if (other) answer({ languages: toggleValue(answers.languages, other, true) })
    setOther('')
  }
  return (
    <div className="match-step-body">
      <ChoiceChips
        id="match-languages"
        legend={t('match.steps.languages.legend')}
        options={chips}
        selected={answers.languages}
        onToggle={(value, checked) => answer({ languages: toggleValue(answers.languages, value, checked) })}
        error={stepErrorText(t, errors.languages)}
      />
      <div className="field match-other-language">
        <label className="field-label" htmlFor="match-other-language">
          {t('match.steps.languages.other')}
        </label>
        <div className="match-inline">
          <select
            id="match-other-language"
            className="field-control field-select"
            value={other}
            onChange={(event) => setOther(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Enter adds the language (instead of moving to the next step).
              if (event.key === 'Enter' && other) {
                event.preventDefault()
                event.stopPropagation()
                add()
              }
            }}
          >
            <option value="">{t('match.steps.languages.otherPlaceholder')}</option>
            {others.map((language) => (
              <option key={language.code} value={language.code}>
                {language.name}
              </option>
            ))}
          </select>
          <button type="button" className="button button-secondary" onClick={add} disabled={!other}>
            {t('match.steps.languages.add')}
          </button>
        </div>
      </div>
    </div>
  )
}
