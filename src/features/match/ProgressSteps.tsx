import { useTranslation } from 'react-i18next'
import { STEP_COUNT, STEPS } from './steps'

interface ProgressStepsProps {
  readonly step: number
  /** Jump back to an answered step. */
  readonly onGoTo: (step: number) => void
}

/**
 * "Step 2 of 5" and one segment per step: the current one is
 * `aria-current="step"`, answered ones are buttons back to them.
 */
export function ProgressSteps({ step, onGoTo }: ProgressStepsProps) {
  const { t } = useTranslation()
  return (
    <div className="match-progress">
      <p className="match-progress-text" id="match-progress-text">
        {t('match.progress', { current: step, total: STEP_COUNT })}
      </p>
      <ol className="match-progress-steps" aria-label={t('match.progressLabel')}>
        {STEPS.map((id, index) => {
          const number = index + 1
          const name = t(`match.stepNames.${id}`)
          const state = number < step ? 'done' : number === step ? 'current' : 'todo'
          return (
            <li key={id} className="match-progress-step" data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              {state === 'done' ? (
                <button type="button" className="match-progress-button" onClick={() => onGoTo(number)}>
                  <span className="match-progress-bar" aria-hidden="true" />
                  <span className="match-progress-name">
                    <span aria-hidden="true">✓ </span>
                    {name}
                    <span className="match-sr-only"> {t('match.stepDone')}</span>
                  </span>
                </button>
              ) : (
                <span className="match-progress-button">
                  <span className="match-progress-bar" aria-hidden="true" />
                  <span className="match-progress-name">{name}</span>
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </div>
  )
}
