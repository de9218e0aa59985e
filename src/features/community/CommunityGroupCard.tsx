import { useTranslation } from 'react-i18next'
import { Link } from '../../components/Link'
import { usePageLocale } from '../../routing/usePageLocale'
import { AmbassadorAvatar } from '../ambassadors/AmbassadorAvatar'
import { bylineName, formatNumber } from '../ambassadors/ambassador-format'
import { RelativeTime } from '../ambassadors/RelativeTime'
import type { CommunityGroup } from './community-queries'
import { serializeDirectoryState, EMPTY_STATE } from './directory-state'
import { setUrlSearch } from './url-search'

/** One group: description, faces, published Q&A (native disclosure per question), join and browse. */
export function CommunityGroupCard({ group }: { group: CommunityGroup }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const titleId = `group-${group.slug}`
  const browse = serializeDirectoryState({ ...EMPTY_STATE, group: group.slug })
  const others = group.ambassadorCount - group.ambassadors.length
  return (
    <article className="community-group" aria-labelledby={titleId}>
      <h3 id={titleId}>{group.name}</h3>
      <p>{group.description}</p>
      <div className="community-group-faces">
        <ul className="community-group-avatars" aria-label={t('community.groups.faces', { name: group.name })}>
          {group.ambassadors.map((ambassador) => (
            <li key={ambassador.id} title={`${ambassador.firstName} ${ambassador.lastInitial}`}>
              <AmbassadorAvatar {...ambassador} size={40} />
              <span className="visually-hidden">{`${ambassador.firstName} ${ambassador.lastInitial}`}</span>
            </li>
          ))}
        </ul>
        <span className="community-group-count">
          {t('community.groups.members', { count: group.ambassadorCount, formatted: formatNumber(group.ambassadorCount, locale) })}
          {others > 0 && <span aria-hidden="true"> · +{formatNumber(others, locale)}</span>}
        </span>
      </div>
      <h4>{t('community.groups.questions')}</h4>
      {group.publishedQuestions.length ? (
        <ul className="community-group-questions">
          {group.publishedQuestions.map((question) => (
            <li key={question.id}>
              <details>
                <summary>{question.topic}</summary>
                <p className="community-question-body">{question.body}</p>
                {question.answers.map((answer) => (
                  <p key={answer.id} className="community-answer">
                    {answer.body}
                  </p>
                ))}
                <p className="community-answer-meta">
                  {t('community.groups.answeredBy', { name: bylineName(question.ambassador, t('ambassador.former')) })} ·{' '}
                  <RelativeTime iso={question.answers[0]?.createdAt ?? question.publishedAt} />
                </p>
              </details>
            </li>
          ))}
        </ul>
      ) : (
        <p className="community-group-empty">{t('community.groups.noQuestions')}</p>
      )}
      <div className="community-group-actions">
        <Link className="button" href={`/matchCommunity?community=${encodeURIComponent(group.id)}`}>
          {t('community.groups.join')}
          <span className="visually-hidden"> {group.name}</span>
        </Link>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            // Same page: filter the directory by this group and bring it into view.
            setUrlSearch(browse)
            const heading = document.getElementById('directory-title')
            heading?.scrollIntoView({ block: 'start' })
            heading?.focus({ preventScroll: true })
          }}
        >
          {t('community.groups.browse')}
          <span className="visually-hidden"> — {group.name}</span>
        </button>
      </div>
    </article>
  )
}
