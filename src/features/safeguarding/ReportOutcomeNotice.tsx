import { useTranslation } from 'react-i18next'

type ReportOutcome = 'RELEASE' | 'KEEP_CLOSED' | 'BLOCK'

/**
 * What staff did with the visitor's own report (issue 32), on the thread
 * page once they acted, saying what the outcome e-mail says. A note, like
 * "under review", which it replaces.
 */
export function ReportOutcomeNotice({ id, outcome }: { id: string; outcome: ReportOutcome }) {
  const { t } = useTranslation()
  return (
    <div id={id} className="under-review report-outcome" role="note" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="under-review-title">
        {t('forms.safeguarding.reportOutcome.title')}
      </h3>
      <p>{t(`forms.safeguarding.reportOutcome.${outcome}`)}</p>
    </div>
  )
}
