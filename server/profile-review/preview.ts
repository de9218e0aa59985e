/**
 * The public card as staff preview it and the diff's text (issue 32): a
 * profile (approved, proposed, or a new one waiting for approval) in the
 * shape of the card, and each changed field as readable text.
 */
import type { Locale } from '../../src/contract/locale'
import type { OrgRecord } from '../core/organization'
import type { AmbassadorRow } from '../db/rows'
import { pickLocale } from '../core/locale'
import { countryName, languageName } from '../i18n/display-names'
import type { DisplayField, PublicProfile } from './changes'

/** What a ProfilePreview resolves from: the public fields and the names. */
export type PreviewProfile = PublicProfile & Pick<AmbassadorRow, 'firstName' | 'lastName'>

/** One changed field: the profile before and after, its text picked by `textOf`. */
export interface FieldChange {
  readonly field: DisplayField
  readonly before: PreviewProfile
  readonly after: PreviewProfile
}

const termName = (org: OrgRecord, key: string, locale: Locale, kind: 'field' | 'interest'): string => {
  const term = (kind === 'field' ? org.fieldByKey : org.interestByKey).get(key)
  return term === undefined ? key : pickLocale(locale, term.nameEn, term.nameFr)
}

const coordinate = (n: number): string => n.toFixed(4)

/** A field's value as the diff shows it; `photoUrl` turns the stored photo into its URL. */
export function textOf(p: PreviewProfile, field: DisplayField, org: OrgRecord, locale: Locale, photoUrl: (stored: string | null) => string | null): string {
  switch (field) {
    case 'photo':
      return photoUrl(p.photoUrl) ?? ''
    case 'languages':
      return p.languages.map((code) => languageName(code, locale)).join(', ')
    case 'interests':
      return p.interests.map((key) => termName(org, key, locale, 'interest')).join(', ')
    case 'fieldKey':
      return termName(org, p.fieldKey, locale, 'field')
    case 'country':
      return countryName(p.country, locale)
    case 'location':
      return `${coordinate(p.latitude)}, ${coordinate(p.longitude)}`
    default:
      return p[field]
  }
}
