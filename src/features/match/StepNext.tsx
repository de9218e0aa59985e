import { useTranslation } from 'react-i18next'
import { ChoiceCards } from './ChoiceCards'
import { NEXT_STEPS, type NextStep } from './match-answers'
import { stepErrorText, type StepProps } from './step-props'

/** Step 5: what the visitor wants after seeing their matches (ask, join a community, book a call). */
export function StepNext({ answers, errors, answer }: StepProps) {
  const { t } = useTranslation()
  return (
    <ChoiceCards
      id="match-next"
      legend={t('match.steps.next.legend')}
      legendHidden
      options={NEXT_STEPS.map((next) => ({ value: next, label: t(`match.nextSteps.${next}.label`), description: t(`match.nextSteps.${next}.description`) }))}
      value={answers.next}
      onChange={(value) => answer({ next: value as NextStep })}
      error={stepErrorText(t, errors.next)}
    />
  )
}
