import { useTranslation } from 'react-i18next'
import { bylineName } from '../ambassadors/ambassador-format'
import { RelativeTime } from '../ambassadors/RelativeTime'
import type { CommunityDetail } from './community-queries'

/** The group's published questions and answers, one native disclosure each (keyboard and screen-reader friendly). */
export function CommunityQA({ questions }: { readonly questions: CommunityDetail['publishedQuestions'] }) {
  const { t } = useTranslation()
  if (questions.length === 0) return <p className="match-empty">{t('matchCommunity.qaEmpty')}</p>
  return (
    <ul className="community-qa">
      {questions.map((question) => (
        <li key={question.id}>
          <details>
            <summary>{question.topic}</summary>
            <p className="community-qa-question">{question.body}</p>
            {question.answers.map((answer) => (
              <p key={answer.id} className="community-qa-answer">
                {answer.body}
              </p>
            ))}
            <p className="community-qa-meta">
              {t('matchCommunity.answeredBy', { name: bylineName(question.ambassador, t('ambassador.former')) })} ·{' '}
              <RelativeTime iso={question.answers[0]?.createdAt ?? question.publishedAt} />
            </p>
          </details>
        </li>
      ))}
    </ul>
  )
}
