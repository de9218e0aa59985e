import { useTranslation } from 'react-i18next'
import { Link } from '../../components/Link'

/** Where a visitor goes when this conversation cannot carry on: a new question, or the whole directory. */
export function AskSomeoneElse({ className }: { className: string }) {
  const { t } = useTranslation()
  return (
    <p className={className}>
      <Link className="button" href="/question">
        {t('question.thread.askNew')}
      </Link>
      <Link className="button button-secondary" href="/community">
        {t('question.browseAmbassadors')}
      </Link>
    </p>
  )
}
