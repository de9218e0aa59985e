/**
 * The language of mails to people who have none stored (ambassadors, staff):
 * the organization's first interface language (decision 082).
 */
import type { Locale } from '../../src/contract/locale'

export const organizationLocale = (locales: readonly string[]): Locale => (locales[0] === 'fr' ? 'fr' : 'en')

export const organizationName = (org: { readonly nameEn: string; readonly nameFr: string }, locale: Locale): string => (locale === 'fr' ? org.nameFr : org.nameEn)

/** A page of the portal in `locale` (English has no prefix). */
export const portalUrl = (publicUrl: string, locale: Locale, path: string): string => `${publicUrl}${locale === 'fr' ? '/fr' : ''}${path}`
