import { useTranslation } from 'react-i18next'
import { Link } from '../../components/Link'
import { NEXT_STEPS, type NextStep } from './match-answers'
import type { AmbassadorMatch } from './match-queries'

interface NextStepsProps {
  /** What the visitor chose in step 5: shown first, as the main action. */
  readonly chosen: NextStep | null
  readonly matches: readonly AmbassadorMatch[]
}

const nameOf = (match: AmbassadorMatch | undefined): string => (match ? `${match.ambassador.firstName} ${match.ambassador.lastInitial}` : '')

export interface NextStepAction {
  readonly href: string
  readonly label: string
}

/** Where each next step leads for these matches: ask the best match, join the best group, call the best match who takes calls. */
export function useNextStepActions(matches: readonly AmbassadorMatch[]): (step: NextStep) => NextStepAction {
  const { t } = useTranslation()
  const best = matches[0]
  // A call needs someone who takes calls: the best match that does.
  const caller = matches.find((m) => m.ambassador.acceptsMeetings)
  return (step) => {
    switch (step) {
      case 'ask':
        return { href: '/matchQuestion', label: best ? t('match.actions.ask.label', { name: nameOf(best) }) : t('match.nextSteps.ask.label') }
      case 'community':
        return { href: '/matchCommunity', label: t('match.actions.community.label') }
      case 'call':
        return caller
          ? { href: `/meet?ambassador=${encodeURIComponent(caller.ambassador.id)}`, label: t('match.actions.call.label', { name: nameOf(caller) }) }
          : { href: '/meet', label: t('match.nextSteps.call.label') }
    }
  }
}

/** The three ways on from the results: ask the best match, join the best group, book a call. */
export function NextSteps({ chosen, matches }: NextStepsProps) {
  const { t } = useTranslation()
  const action = useNextStepActions(matches)
  const order = chosen ? [chosen, ...NEXT_STEPS.filter((s) => s !== chosen)] : [...NEXT_STEPS]
  return (
    <section className="match-next-steps" id="match-next-steps" aria-labelledby="match-next-heading">
      <h2 id="match-next-heading">{t('match.results.nextHeading')}</h2>
      <ul className="match-actions">
        {order.map((step) => {
          const { href, label } = action(step)
          const primary = step === chosen
          return (
            <li key={step} className="match-action" data-primary={primary || undefined}>
              {primary && <p className="match-action-badge">{t('match.results.yourChoice')}</p>}
              <Link href={href} className={primary ? 'button match-action-link' : 'button button-secondary match-action-link'} aria-describedby={`match-action-${step}`}>
                {label}
              </Link>
              <p id={`match-action-${step}`} className="match-action-description">
                {t(`match.actions.${step}.description`)}
              </p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
