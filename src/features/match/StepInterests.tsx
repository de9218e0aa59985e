import { useTranslation } from 'react-i18next'
import { ChoiceChips } from './ChoiceChips'
import { toggleValue } from './match-answers'
import type { MatchOptions } from './match-queries'
import { stepErrorText, type StepProps } from './step-props'

/** Step 1: programmes (organization.fields) and topics (organization.interests), as many as wanted. */
export function StepInterests({ answers, errors, answer, options }: StepProps & { readonly options: MatchOptions['organization'] }) {
  const { t } = useTranslation()
  const error = stepErrorText(t, errors.topics)
  return (
    <div className="match-step-body" id="match-topics">
      <ChoiceChips
        id="match-fields"
        legend={t('match.steps.interests.fieldsLegend')}
        options={options.fields.map((term) => ({ value: term.key, label: term.name }))}
        selected={answers.fields}
        onToggle={(value, checked) => answer({ fields: toggleValue(answers.fields, value, checked) })}
        error={error}
        showCount
      />
      <ChoiceChips
        id="match-interests"
        legend={t('match.steps.interests.interestsLegend')}
        options={options.interests.map((term) => ({ value: term.key, label: term.name }))}
        selected={answers.interests}
        onToggle={(value, checked) => answer({ interests: toggleValue(answers.interests, value, checked) })}
        showCount
      />
    </div>
  )
}
