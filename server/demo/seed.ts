/**
 * Deterministic demo data: organization `demo` (150 ambassadors, most of the
 * generated ones with an illustrated portrait, 6 community groups, 320 questions) and, for benchmarks, `seedScale(n)` (organization
 * `scale` with n ambassadors). Content comes from a fixed PRNG seed; times are
 * relative to a reference date (default: the start of today, UTC) so waiting
 * times and out-of-office days look current whenever the seed runs. Weekly
 * availability is turned into slots at request time, so it is always future.
 */
import { eq, sql } from 'drizzle-orm'
import { refreshAnswerStats } from '../ambassadors/stats'
import type { Db } from '../db/client'
import { communityMembersFor, demoCommunities, demoQuestions } from './seed-content'
import { fixtureAmbassador, generateAmbassador } from './seed-ambassadors'
import type { GeneratedAmbassador } from './seed-ambassadors'
import { demoPortraits, portraitRows, portraitUrls } from './portraits/demo-portraits'
import { createRandom } from './seed-data/prng'
import { FIELDS, INTERESTS } from './seed-data/people'
import { DEMO_EMBED_ORIGINS, DEMO_ORG_SLUG, DEMO_PRIMARY_COLOR, DEMO_STAFF, FIXTURES, GENERATED_AMBASSADORS, SCALE_ORG_SLUG, SEEDED_QUESTIONS } from './seed-fixtures'
import * as t from '../db/schema'

const DEMO_SEED = 20_240_917
const BATCH = 500

export interface SeedOptions {
  /** Times are relative to this instant; default: today 00:00 UTC. */
  referenceDate?: Date
  /** Added to the demo organization's allowed embed origins (SEED_EMBED_ORIGINS). */
  extraEmbedOrigins?: readonly string[]
}

export const startOfUtcDay = (date: Date): Date => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))

async function insertBatched<T extends Record<string, unknown>>(db: Db, table: Parameters<Db['insert']>[0], rows: readonly T[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await db.insert(table).values(rows.slice(i, i + BATCH))
}

async function insertOrganization(db: Db, values: typeof t.organizations.$inferInsert): Promise<string> {
  const [org] = await db.insert(t.organizations).values(values).returning({ id: t.organizations.id })
  if (org === undefined) throw new Error('organization insert returned nothing')
  const terms = [
    ...FIELDS.map((f, position) => ({ orgId: org.id, kind: 'field' as const, key: f.key, nameEn: f.en, nameFr: f.fr, position })),
    ...INTERESTS.map((f, position) => ({ orgId: org.id, kind: 'interest' as const, key: f.key, nameEn: f.en, nameFr: f.fr, position })),
  ]
  await db.insert(t.taxonomyTerms).values(terms)
  return org.id
}

async function insertAmbassadors(db: Db, list: readonly GeneratedAmbassador[]): Promise<void> {
  await insertBatched(
    db,
    t.ambassadors,
    list.map((a) => a.row),
  )
  await insertBatched(
    db,
    t.availabilityWindows,
    list.flatMap((a) => a.windows),
  )
}

/** True when the demo organization exists (the database has been seeded). */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: t.organizations.id }).from(t.organizations).where(eq(t.organizations.slug, DEMO_ORG_SLUG)).limit(1)
  return rows.length > 0
}

/** Does the database hold any organization (demo or real) to serve? */
export async function hasAnyOrganization(db: Db): Promise<boolean> {
  return (await db.select({ id: t.organizations.id }).from(t.organizations).limit(1)).length > 0
}

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<void> {
  const referenceDate = startOfUtcDay(options.referenceDate ?? new Date())
  const random = createRandom(DEMO_SEED)
  await db.transaction(async (tx) => {
    const orgId = await insertOrganization(tx, {
      slug: DEMO_ORG_SLUG,
      nameEn: 'Horizon University',
      nameFr: 'Université Horizon',
      taglineEn: 'Talk to the students and alumni who have been where you are.',
      taglineFr: 'Échangez avec les étudiants et diplômés qui sont passés par là.',
      logoUrl: null,
      primaryColor: DEMO_PRIMARY_COLOR,
      country: 'FR',
      // The insights count days in it (decision 100).
      timeZone: 'Europe/Paris',
      locales: ['en', 'fr'],
      allowedEmbedOrigins: [...new Set([...DEMO_EMBED_ORIGINS, ...(options.extraEmbedOrigins ?? [])])],
      mapsApiKey: null,
      // The demo shows both kinds of call; a new organization starts with phone calls off (issue 32).
      phoneCallsEnabled: true,
    })
    const fixtures = Object.values(FIXTURES).map((f) => fixtureAmbassador(f, orgId, random))
    const generated = Array.from({ length: GENERATED_AMBASSADORS }, (_, i) => generateAmbassador(random, orgId, i + 1, 'demo.test', referenceDate))
    const all = [...fixtures, ...generated]
    const portraits = await demoPortraits(generated.map((a) => a.row.id))
    const portraitUrl = portraitUrls(portraits)
    for (const a of generated) a.row.photoUrl = portraitUrl.get(a.row.id) ?? null
    await insertAmbassadors(tx, all)
    await insertBatched(tx, t.ambassadorPhotos, portraitRows(portraits))

    const groups = demoCommunities(random, orgId)
    await tx.insert(t.communities).values(groups)
    await insertBatched(tx, t.communityMembers, communityMembersFor(groups, all, 'FR'))

    // Alice (ambassador1) gets four open questions, so the inbox is never empty.
    const forced = [FIXTURES.ambassador1.id, FIXTURES.ambassador1.id, FIXTURES.ambassador1.id, FIXTURES.ambassador1.id]
    const seeded = demoQuestions(random, orgId, all, SEEDED_QUESTIONS, referenceDate, forced)
    await insertBatched(tx, t.questions, seeded.questions)
    await insertBatched(tx, t.answers, seeded.answers)
    await refreshAnswerStats(tx, null)
    await tx.insert(t.staffMembers).values(DEMO_STAFF.map((s) => ({ orgId, email: s.email, role: s.role })))
  })
}

/**
 * Adds `origins` the demo organization does not allow yet (SEED_EMBED_ORIGINS:
 * the browser tests' host page), also on a database seeded before they were
 * configured. Nothing else changes.
 */
export async function ensureDemoEmbedOrigins(db: Db, origins: readonly string[]): Promise<void> {
  if (origins.length === 0) return
  const [org] = await db
    .select({ id: t.organizations.id, origins: t.organizations.allowedEmbedOrigins })
    .from(t.organizations)
    .where(eq(t.organizations.slug, DEMO_ORG_SLUG))
    .limit(1)
  const missing = org ? origins.filter((origin) => !org.origins.includes(origin)) : []
  if (org && missing.length > 0)
    await db
      .update(t.organizations)
      .set({ allowedEmbedOrigins: [...org.origins, ...missing] })
      .where(eq(t.organizations.id, org.id))
}

/** Adds the demo staff accounts missing from the demo organization (also on a database seeded before there were staff). */
export async function ensureDemoStaff(db: Db): Promise<void> {
  const [org] = await db.select({ id: t.organizations.id }).from(t.organizations).where(eq(t.organizations.slug, DEMO_ORG_SLUG)).limit(1)
  if (org === undefined) return
  await db
    .insert(t.staffMembers)
    .values(DEMO_STAFF.map((s) => ({ orgId: org.id, email: s.email, role: s.role })))
    .onConflictDoNothing()
}

/** Organization `scale` with `count` generated ambassadors (benchmarks). Replaces an earlier one. */
export async function seedScale(db: Db, count: number, options: SeedOptions = {}): Promise<void> {
  const referenceDate = startOfUtcDay(options.referenceDate ?? new Date())
  const random = createRandom(DEMO_SEED + count)
  await db.delete(t.organizations).where(eq(t.organizations.slug, SCALE_ORG_SLUG))
  const orgId = await insertOrganization(db, {
    slug: SCALE_ORG_SLUG,
    nameEn: 'Scale Test University',
    nameFr: 'Université Test de Charge',
    taglineEn: 'Benchmark data.',
    taglineFr: 'Données de banc d’essai.',
    logoUrl: null,
    primaryColor: DEMO_PRIMARY_COLOR,
    country: 'FR',
    locales: ['en', 'fr'],
    allowedEmbedOrigins: [],
    mapsApiKey: null,
  })
  const list = Array.from({ length: count }, (_, i) => generateAmbassador(random, orgId, i + 1, 'scale.test', referenceDate))
  for (const a of list) {
    // Spread answer statistics so sorting and the fast-answerer boost have data.
    a.row.answeredCount = random.int(0, 80)
    a.row.medianAnswerMinutes = a.row.answeredCount === 0 ? null : random.int(5, 3000)
  }
  await insertAmbassadors(db, list)
  // Fresh statistics and visibility map, so counts are index-only scans right away.
  await db.execute(sql`vacuum analyze ambassadors`)
}
