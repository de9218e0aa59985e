/**
 * The nudges' tests: a server instance whose scheduler runs on a clock the
 * test sets (no waiting), questions asked through the API, and the outbox
 * rows the jobs wrote.
 */
import { and, eq, like, sql } from 'drizzle-orm'
import { notifications, questions } from '../../../server/db/schema'
import type { RunningServer } from '../../../server/app'
import { ASK, questionInput, visitorToken } from './fixtures'
import { ok } from './test-api'
import type { TestApi } from './test-api'

export const HOUR_MS = 3_600_000

/** A clock the test moves by hand. */
export class TestClock {
  now = new Date()
  readonly read = (): Date => this.now
  set(at: Date): void {
    this.now = at
  }
}

/** Another instance on the test's database whose scheduled jobs run only when the test ticks them, at the clock's time. */
export async function schedulerInstance(api: TestApi, clock: TestClock): Promise<{ server: RunningServer; tick: (at: Date) => Promise<void> }> {
  // An interval no test ever reaches: the jobs run on `tick` only.
  const server = await api.startAnother({}, { scheduler: { clock: clock.read, intervalMs: 24 * HOUR_MS } })
  const scheduler = server.scheduler
  if (scheduler === null) throw new Error('the scheduler did not start')
  return {
    server,
    tick: async (at) => {
      clock.set(at)
      await scheduler.tickNow()
    },
  }
}

/** Asks `ambassadorId` a question about `topic`; returns its id and when it was stored. */
export async function ask(api: TestApi, ambassadorId: string, topic: string, firstName = 'Ana'): Promise<{ id: string; createdAt: Date }> {
  const email = `${topic.replace(/\W/g, '').toLowerCase()}@example.com`
  const asked = ok(
    await api.gql<{ askQuestion: { thread: { id: string } } }>(ASK, { input: questionInput({ ambassadorId, topic, email, firstName }) }, { token: await visitorToken(api) }),
  )
  const id = asked.askQuestion.thread.id
  const [row] = await api.db.select({ createdAt: questions.createdAt }).from(questions).where(eq(questions.id, id))
  if (row === undefined) throw new Error('question not stored')
  return { id, createdAt: row.createdAt }
}

/** Moves a question's clock back, as if it had been asked `hours` earlier. */
export async function backdate(api: TestApi, id: string, hours: number): Promise<void> {
  await api.db
    .update(questions)
    .set({ createdAt: sql`${questions.createdAt} - make_interval(hours => ${hours})` })
    .where(eq(questions.id, id))
}

export const after = (from: Date, hours: number): Date => new Date(from.getTime() + hours * HOUR_MS)

/** Reminder mails about a topic (the mail quotes it), oldest first. */
export const remindersAbout = (api: TestApi, topic: string) =>
  api.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, 'question_reminder'), like(notifications.bodyText, `%${topic}%`)))
    .orderBy(notifications.id)

export const digests = (api: TestApi) => api.db.select().from(notifications).where(eq(notifications.kind, 'staff_digest')).orderBy(notifications.id)

/** Open seeded questions would be reminded too: a test starts from none. */
export async function closeOpenQuestions(api: TestApi): Promise<void> {
  await api.db.update(questions).set({ status: 'closed' }).where(eq(questions.status, 'open'))
}
