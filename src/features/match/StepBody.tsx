import type { MatchOptions } from './match-queries'
import type { StepId } from './questionnaire'
import { StepInterests } from './StepInterests'
import { StepLanguages } from './StepLanguages'
import { StepNext } from './StepNext'
import { StepOrigin } from './StepOrigin'
import { StepSituation } from './StepSituation'
import type { Questionnaire } from './useQuestionnaire'

/** The controls of one step. */
export function StepBody({ id, questionnaire, options }: { readonly id: StepId; readonly questionnaire: Questionnaire; readonly options: MatchOptions }) {
  const props = { answers: questionnaire.state.answers, errors: questionnaire.state.errors, answer: questionnaire.answer }
  switch (id) {
    case 'interests':
      return <StepInterests {...props} options={options.organization} />
    case 'situation':
      return <StepSituation {...props} />
    case 'origin':
      return <StepOrigin {...props} />
    case 'languages':
      return <StepLanguages {...props} spoken={options.directoryFacets.languages} />
    case 'next':
      return <StepNext {...props} />
  }
}
