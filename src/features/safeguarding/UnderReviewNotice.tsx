import { useTranslation } from 'react-i18next'

/**
 * The frozen state of a reported conversation, in the reader's language:
 * what happened and what it means for them (the visitor cannot write, the
 * ambassador cannot answer or publish). Answer controls name it in their
 * `aria-describedby`.
 */
export function UnderReviewNotice({ id, side, headingLevel = 3 }: { id: string; side: 'visitor' | 'ambassador'; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation()
  const Heading = `h${headingLevel}` as const
  return (
    // A note, not a landmark: an inbox may show several frozen conversations.
    <div id={id} className="under-review" role="note" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="under-review-title">
        {t('forms.safeguarding.underReview.title')}
      </Heading>
      <p>{side === 'visitor' ? t('forms.safeguarding.underReview.visitor') : t('forms.safeguarding.underReview.ambassador')}</p>
    </div>
  )
}
