/**
 * A new organization's first steps (issue 34): what a visitor would miss if
 * it were left undone, each read from the organization's own data — never a
 * box staff tick — so the list stays true whoever did the step and however.
 * The console shows it until every step is done.
 */
import { and, eq, sql } from 'drizzle-orm'
import { ambassadors, organizations, publications } from '../db/schema'
import type { Deps } from '../core/deps'
import { DEFAULT_PRIMARY_COLOR } from '../organizations/create-organization'

/** In the order the console lists them: the site's identity first, people next, publishing last. */
const SETUP_STEPS = ['NAME_AND_TAGLINE', 'COLOUR', 'LOGO', 'EMBED_ORIGIN', 'AMBASSADORS', 'FIRST_PUBLISH'] as const
type SetupStepKey = (typeof SETUP_STEPS)[number]

interface SetupChecklist {
  readonly steps: readonly { readonly key: SetupStepKey; readonly done: boolean }[]
  readonly doneCount: number
  readonly total: number
  readonly complete: boolean
  /** Ambassadors invited (any status) and active: the AMBASSADORS step says where it stands. */
  readonly ambassadorsInvited: number
  readonly ambassadorsActive: number
}

export async function setupChecklist(deps: Pick<Deps, 'db' | 'org'>): Promise<SetupChecklist> {
  const { db, org } = deps
  // Read fresh, not from the organization cache: the list must show a step done as soon as it is saved.
  const [row] = await db.select().from(organizations).where(eq(organizations.id, org.id))
  const [people] = await db
    .select({ invited: sql<number>`count(*)::int`, active: sql<number>`(count(*) filter (where ${ambassadors.active}))::int` })
    .from(ambassadors)
    .where(eq(ambassadors.orgId, org.id))
  const [published] = await db
    .select({ at: publications.publishedAt })
    .from(publications)
    .where(and(eq(publications.orgId, org.id), sql`${publications.publishedAt} is not null`))
  const invited = Number(people?.invited ?? 0)
  const active = Number(people?.active ?? 0)
  const done: Record<SetupStepKey, boolean> = {
    NAME_AND_TAGLINE: row !== undefined && row.taglineEn.trim() !== '' && row.taglineFr.trim() !== '',
    COLOUR: row !== undefined && row.primaryColor.toLowerCase() !== DEFAULT_PRIMARY_COLOR,
    LOGO: row?.logoUrl != null,
    EMBED_ORIGIN: (row?.allowedEmbedOrigins.length ?? 0) > 0,
    AMBASSADORS: active > 0,
    FIRST_PUBLISH: published !== undefined,
  }
  const steps = SETUP_STEPS.map((key) => ({ key, done: done[key] }))
  const doneCount = steps.filter((step) => step.done).length
  return { steps, doneCount, total: steps.length, complete: doneCount === steps.length, ambassadorsInvited: invited, ambassadorsActive: active }
}
