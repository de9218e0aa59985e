/**
 * Which active ambassadors' public texts lack a language (issue 34): staff
 * see who to ask for a French headline or bio (or an English one), with the
 * counts. A text "lacks" a language when its field in that language is empty;
 * the public pages then show the other language's text.
 */
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm'
import type { Deps } from '../core/deps'
import { ambassadors } from '../db/schema'

/** The public text fields, by the language they are written in. */
export const TEXTS_BY_LANGUAGE = { fr: ['headlineFr', 'bioFr'], en: ['headline', 'bioEn'] } as const
type TextField = (typeof TEXTS_BY_LANGUAGE)[keyof typeof TEXTS_BY_LANGUAGE][number]

/** At most this many listed (the counts cover everyone). */
export const MISSING_TRANSLATIONS_LIST_MAX = 500

export interface AmbassadorMissingTexts {
  readonly ambassadorId: string
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  /** The empty fields, French ones first. */
  readonly missing: TextField[]
}

export interface MissingTranslations {
  readonly activeCount: number
  readonly missingFrenchCount: number
  readonly missingEnglishCount: number
  readonly ambassadors: AmbassadorMissingTexts[]
}

const FIELDS: readonly TextField[] = [...TEXTS_BY_LANGUAGE.fr, ...TEXTS_BY_LANGUAGE.en]

/** True when any of `fields` is empty. */
const lacksAny = (fields: readonly TextField[]): SQL => or(...fields.map((f) => eq(ambassadors[f], ''))) ?? sql`false`

export async function missingTranslations({ db, org }: Pick<Deps, 'db' | 'org'>): Promise<MissingTranslations> {
  const active = and(eq(ambassadors.orgId, org.id), eq(ambassadors.active, true))
  const [rows, [counts]] = await Promise.all([
    db
      .select({
        ambassadorId: ambassadors.id,
        firstName: ambassadors.firstName,
        lastName: ambassadors.lastName,
        email: ambassadors.email,
        headline: ambassadors.headline,
        headlineFr: ambassadors.headlineFr,
        bioEn: ambassadors.bioEn,
        bioFr: ambassadors.bioFr,
      })
      .from(ambassadors)
      .where(and(active, lacksAny(FIELDS)))
      .orderBy(asc(ambassadors.firstName), asc(ambassadors.lastName), asc(ambassadors.id))
      .limit(MISSING_TRANSLATIONS_LIST_MAX),
    // One pass over the organization's active rows for the three counts.
    db
      .select({
        activeCount: sql<number>`count(*)::int`,
        missingFrenchCount: sql<number>`(count(*) filter (where ${lacksAny(TEXTS_BY_LANGUAGE.fr)}))::int`,
        missingEnglishCount: sql<number>`(count(*) filter (where ${lacksAny(TEXTS_BY_LANGUAGE.en)}))::int`,
      })
      .from(ambassadors)
      .where(active),
  ])
  return {
    activeCount: counts?.activeCount ?? 0,
    missingFrenchCount: counts?.missingFrenchCount ?? 0,
    missingEnglishCount: counts?.missingEnglishCount ?? 0,
    ambassadors: rows.map((r) => ({ ambassadorId: r.ambassadorId, firstName: r.firstName, lastName: r.lastName, email: r.email, missing: FIELDS.filter((f) => r[f] === '') })),
  }
}
