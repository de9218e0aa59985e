/**
 * Issue 18, must show: "with two API processes on one PostgreSQL, the
 * reminders and the digest are each sent exactly once". Two app instances,
 * each with its own connection pool on one database (under PGlite, one
 * embedded connection they share), tick their schedulers at the same
 * moments, over and over; then the outbox is counted (decision 082).
 */
import { eq, inArray } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { startServer } from '../../server/app'
import type { RunningServer } from '../../server/app'
import { openDatabase } from '../../server/db/client'
import type { Database } from '../../server/db/client'
import { notifications, organizations, questionReminders, questions, staffMembers } from '../../server/db/schema'
import { DIGEST_HOUR_UTC } from '../../server/nudges/digest'
import { sendDueReminders } from '../../server/nudges/reminders'
import { alice, bruno, chihiro } from './helpers/fixtures'
import { after, TestClock } from './helpers/nudges'
import { pgliteTemplate, postgresClone } from './helpers/template'
import { testEnv } from './helpers/test-api'

const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/** Two handles on one database: two pools on PostgreSQL, the one PGlite otherwise. */
async function oneDatabaseTwice(): Promise<[Database, Database]> {
  const adminUrl = process.env.DATABASE_URL
  if (adminUrl) {
    const clone = await postgresClone(adminUrl)
    cleanups.push(clone.drop)
    const pools = await Promise.all([0, 1].map(() => openDatabase({ kind: 'postgres', url: clone.url, poolSize: 4 })))
    for (const pool of pools) cleanups.push(() => pool.close())
    return [pools[0] as Database, pools[1] as Database]
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: await pgliteTemplate() })
  cleanups.push(() => database.close())
  return [database, database]
}

async function instance(database: Database, clock: TestClock): Promise<RunningServer> {
  const server = await startServer({
    env: testEnv(),
    database,
    port: 0,
    host: '127.0.0.1',
    apiOnly: true,
    mailer: null,
    seed: false,
    quiet: true,
    scheduler: { clock: clock.read, intervalMs: 86_400_000 },
  })
  cleanups.push(() => server.close())
  return server
}

const QUESTIONS_PER_GROUP = 30

/** Open questions asked `hours` before `at`, spread over three ambassadors. */
async function openQuestionsAsked(database: Database, at: Date, hours: number, label: string): Promise<string[]> {
  const [org] = await database.db.select({ orgId: questions.orgId }).from(questions).where(eq(questions.ambassadorId, alice.id)).limit(1)
  const holders = [alice.id, bruno.id, chihiro.id]
  const rows = Array.from({ length: QUESTIONS_PER_GROUP }, (_, i) => ({
    orgId: org?.orgId ?? '',
    ambassadorId: holders[i % holders.length] ?? alice.id,
    firstName: 'Noa',
    email: `${label}${i}@example.com`,
    topic: `${label} ${i}`,
    body: 'Is there a shuttle from the station to the campus?',
    locale: 'en',
    createdAt: after(at, -hours),
  }))
  return (await database.db.insert(questions).values(rows).returning({ id: questions.id })).map((r) => r.id)
}

describe('two API instances on one database', () => {
  it('send every reminder and the digest exactly once, ticking at the same moments', async () => {
    const [first, second] = await oneDatabaseTwice()
    await first.db.update(questions).set({ status: 'closed' }).where(eq(questions.status, 'open'))
    const clock = new TestClock()
    const today = new Date()
    clock.set(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1, DIGEST_HOUR_UTC + 3)))
    const day1 = await openQuestionsAsked(first, clock.now, 30, 'Shuttle day one')
    const day2 = await openQuestionsAsked(first, clock.now, 50, 'Shuttle day two')
    const schedulers = [await instance(first, clock), await instance(second, clock)].map((server) => {
      if (server.scheduler === null) throw new Error('the scheduler did not start')
      return server.scheduler
    })

    for (let round = 0; round < 4; round++) await Promise.all(schedulers.flatMap((s) => [s.tickNow(), s.tickNow()]))
    // A day later, the 30-hour-old ones are due their last reminder: now both pools race in small batches.
    clock.set(after(clock.now, 20))
    const url = testEnv().publicUrl
    await Promise.all([first, second, first, second].map((database) => sendDueReminders(database.db, clock.now, url, 3)))
    for (let round = 0; round < 2; round++) await Promise.all(schedulers.map((s) => s.tickNow()))

    const mine = [...day1, ...day2]
    const recorded = await first.db.select().from(questionReminders).where(inArray(questionReminders.questionId, mine))
    expect(recorded.filter((r) => r.kind === 'after_24h')).toHaveLength(QUESTIONS_PER_GROUP)
    expect(recorded.filter((r) => r.kind === 'after_48h')).toHaveLength(2 * QUESTIONS_PER_GROUP)
    const reminders = await first.db.select().from(notifications).where(eq(notifications.kind, 'question_reminder'))
    expect(reminders).toHaveLength(3 * QUESTIONS_PER_GROUP)
    // Each question's each reminder once: as many distinct (topic, kind) pairs as mails.
    const sent = reminders.map((m) => `${/"(Shuttle day (?:one|two) \d+)"/.exec(m.bodyText)?.[1] ?? '?'} ${m.subject.startsWith('Still') ? 48 : 24}`)
    expect(new Set(sent).size).toBe(3 * QUESTIONS_PER_GROUP)

    const staff = await first.db
      .select({ email: staffMembers.email })
      .from(staffMembers)
      .innerJoin(organizations, eq(organizations.id, staffMembers.orgId))
      .where(eq(organizations.slug, 'demo'))
    const digests = await first.db.select().from(notifications).where(eq(notifications.kind, 'staff_digest'))
    expect(digests.map((m) => m.toEmail).sort()).toEqual(staff.map((s) => s.email).sort())
    expect(digests[0]?.bodyText).toContain(`Questions waiting more than 48 hours: ${QUESTIONS_PER_GROUP}`)
  })
})
