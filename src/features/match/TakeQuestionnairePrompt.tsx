import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '../../components/Link'
import { formatStepParam } from './step-param'

interface PromptProps {
  readonly page: 'matchQuestion' | 'matchCommunity'
  /** Where an unfinished questionnaire stopped (null: never started). */
  readonly resumeStep: number | null
  readonly children?: ReactNode
}

/** Without match answers: a friendly way to the questionnaire (or back to where it stopped). */
export function TakeQuestionnairePrompt({ page, resumeStep, children }: PromptProps) {
  const { t } = useTranslation()
  const href = resumeStep === null ? '/match' : `/match?step=${formatStepParam(resumeStep)}`
  return (
    <section className="match-prompt" aria-labelledby="match-prompt-heading">
      <h2 id="match-prompt-heading">{t(`${page}.noAnswers.heading`)}</h2>
      <p>{t(`${page}.noAnswers.text`)}</p>
      <Link href={href} className="button">
        {resumeStep === null ? t(`${page}.noAnswers.cta`) : t(`${page}.noAnswers.resume`)}
      </Link>
      {children}
    </section>
  )
}
