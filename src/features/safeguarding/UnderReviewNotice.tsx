import { useTranslation } from 'react-i18next'

/** Who reads the notice: the visitor (`reporter` when the report is theirs: they were e-mailed and will be again), or the ambassador. */
type UnderReviewSide = 'visitor' | 'reporter' | 'ambassador'

/**
 * The frozen state of a reported conversation, in the reader's language:
 * what happened and what it means for them (the visitor cannot write, the
 * ambassador cannot answer or publish). Answer controls name it in their
 * `aria-describedby`. Only the reporter is promised an e-mail: it is they
 * who get one (issue 32).
 */
export function UnderReviewNotice({ id, side, headingLevel = 3 }: { id: string; side: UnderReviewSide; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation()
  const Heading = `h${headingLevel}` as const
  return (
    // A note, not a landmark: an inbox may show several frozen conversations.
    <div id={id} className="under-review" role="note" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="under-review-title">
        {t('forms.safeguarding.underReview.title')}
      </Heading>
      <p>{t(`forms.safeguarding.underReview.${side}`)}</p>
    </div>
  )
}
