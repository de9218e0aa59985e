import { useTranslation } from 'react-i18next'
import { Checkbox } from './Checkbox'
import type { FieldBinding } from './useForm'

export interface ConsentFieldsProps {
  /** The required processing consent (a `consent` field with the required rules). */
  readonly consent: FieldBinding<boolean>
  /** The optional marketing opt-in; omit where the form offers none. */
  readonly marketing?: FieldBinding<boolean>
  /** Organization name used in both sentences. */
  readonly organization: string
  /** Privacy policy address, linked under the processing consent. */
  readonly privacyHref?: string
}

/**
 * Consent, split as the law wants it: agreeing that the organization uses the
 * visitor's details to answer (required to send) is one box; news and events
 * by email is another, optional, unticked box that never gates the form.
 */
export function ConsentFields({ consent, marketing, organization, privacyHref }: ConsentFieldsProps) {
  const { t } = useTranslation()
  return (
    <div className="consent-fields">
      <Checkbox field={consent} label={t('forms.consent.processing', { organization })} hint={privacyHref ? <a href={privacyHref}>{t('forms.consent.privacy')}</a> : undefined} />
      {marketing && <Checkbox field={marketing} label={t('forms.consent.marketing', { organization })} />}
    </div>
  )
}
