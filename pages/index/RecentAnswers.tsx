import { useTranslation } from 'react-i18next'
import { Link } from '../../src/components/Link'
import { AmbassadorAvatar } from '../../src/features/ambassadors/AmbassadorAvatar'
import { RelativeTime } from '../../src/features/ambassadors/RelativeTime'
import { Reveal } from '../../src/features/reveal/Reveal'
import type { HomeData } from './home-data'

/** The latest questions ambassadors chose to publish, with who answered and when. */
export function RecentAnswers({ questions }: { questions: HomeData['recent'] }) {
  const { t } = useTranslation()
  if (questions.length === 0) return null
  return (
    <Reveal as="section" className="home-section" aria-labelledby="home-answers-title">
      <div className="home-section-head">
        <h2 id="home-answers-title">{t('home.answers.title')}</h2>
        <Link href="/community#community-groups" className="home-more">
          {t('home.answers.more')}
        </Link>
      </div>
      <ul className="home-answers">
        {questions.map((question) => {
          const answer = question.answers[0]
          const name = `${question.ambassador.firstName} ${question.ambassador.lastInitial}`
          return (
            <li key={question.id}>
              <article className="home-answer" aria-labelledby={`answer-${question.id}`}>
                <h3 id={`answer-${question.id}`}>{question.topic}</h3>
                <p className="home-answer-question">{question.body}</p>
                {answer && <p className="home-answer-body">{answer.body}</p>}
                <p className="home-answer-meta">
                  <AmbassadorAvatar {...question.ambassador} size={32} />
                  <span>
                    {t('home.answers.by', { name })} · <RelativeTime iso={answer?.createdAt ?? question.publishedAt} />
                  </span>
                </p>
              </article>
            </li>
          )
        })}
      </ul>
    </Reveal>
  )
}
