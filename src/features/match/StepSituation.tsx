import { useTranslation } from 'react-i18next'
import { ChoiceCards } from './ChoiceCards'
import { STUDY_LEVELS, type StudyLevel } from './match-answers'
import { stepErrorText, type StepProps } from './step-props'

/** Step 2: where the visitor is in their studies (the API's StudyLevel). */
export function StepSituation({ answers, errors, answer }: StepProps) {
  const { t } = useTranslation()
  return (
    <ChoiceCards
      id="match-studyLevel"
      legend={t('match.steps.situation.legend')}
      legendHidden
      options={STUDY_LEVELS.map((level) => ({
        value: level,
        label: t(`match.situations.${level}.label`),
        description: t(`match.situations.${level}.description`),
      }))}
      value={answers.studyLevel}
      onChange={(value) => answer({ studyLevel: value as StudyLevel })}
      error={stepErrorText(t, errors.studyLevel)}
    />
  )
}
