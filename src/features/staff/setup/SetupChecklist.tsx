import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useBrowserQuery } from '../../../graphql/useBrowserQuery'
import { SetupChecklistQuery, type SetupChecklistData } from './setup-operations'
import { STEP_TARGETS, type StepTarget } from './setup-steps'
import './setup-checklist.css'

// Saving settings and publishing return these types: the list is read again after either.
const REFRESH_ON = { additionalTypenames: ['OrganizationSettings', 'Publication', 'StaffAmbassador'] }

/** Moves to where a step is done: its section, then its control (focused and in view). */
function goTo(target: StepTarget, onOpenSection: (section: StepTarget['section']) => void): void {
  onOpenSection(target.section)
  // After the section has rendered.
  requestAnimationFrame(() => {
    const element = target.focus === null ? document.getElementById(`console-section-panel-${target.section}`) : document.querySelector<HTMLElement>(target.focus)
    element?.scrollIntoView({ block: 'center' })
    element?.focus()
  })
}

function StepsList({ checklist, onOpenSection }: { checklist: SetupChecklistData; onOpenSection: (section: StepTarget['section']) => void }) {
  const { t } = useTranslation()
  return (
    <ol className="setup-steps">
      {checklist.steps.map((step) => (
        <li key={step.key} className="setup-step" data-done={step.done || undefined}>
          <span className="setup-step-state">{step.done ? t('staffConsole.setup.done') : t('staffConsole.setup.toDo')}</span>
          <span className="setup-step-text">
            <strong>{t(`staffConsole.setup.steps.${step.key}.title`)}</strong>
            <span className="area-muted">
              {t(`staffConsole.setup.steps.${step.key}.hint`)}
              {step.key === 'AMBASSADORS' && ` ${t('staffConsole.setup.ambassadorsProgress', { invited: checklist.ambassadorsInvited, active: checklist.ambassadorsActive })}`}
            </span>
          </span>
          {!step.done && (
            <button type="button" className="button button-secondary setup-step-go" onClick={() => goTo(STEP_TARGETS[step.key], onOpenSection)}>
              {t(`staffConsole.setup.steps.${step.key}.go`)}
            </button>
          )}
        </li>
      ))}
    </ol>
  )
}

/**
 * A new organization's first steps (issue 34), at the top of the console's
 * first tab: what is done, read from the organization's data by the API, and
 * a way to each step not yet done. Gone once every step is done.
 */
export function SetupChecklist({ onOpenSection }: { onOpenSection: (section: StepTarget['section']) => void }) {
  const { t } = useTranslation()
  const context = useMemo(() => REFRESH_ON, [])
  const query = useBrowserQuery(SetupChecklistQuery, {}, { requestPolicy: 'cache-and-network', context })
  const checklist = query.data?.setupChecklist
  // Nothing while it loads or if it failed: the console works without it.
  if (!checklist || checklist.complete) return null
  return (
    <section className="setup-checklist" aria-labelledby="setup-checklist-heading">
      <h2 id="setup-checklist-heading">{t('staffConsole.setup.heading')}</h2>
      <p className="area-muted">{t('staffConsole.setup.intro')}</p>
      <p id="setup-checklist-progress" className="setup-progress-text">
        {t('staffConsole.setup.progress', { done: checklist.doneCount, total: checklist.total })}
      </p>
      <progress className="console-progress" max={checklist.total} value={checklist.doneCount} aria-labelledby="setup-checklist-progress" />
      <StepsList checklist={checklist} onOpenSection={onOpenSection} />
    </section>
  )
}
