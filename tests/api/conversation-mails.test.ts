/**
 * Issue 19, e-mails of a conversation: the ambassador is e-mailed about the
 * visitor's follow-ups 5 minutes after the first one not yet mailed, all of
 * them in one mail (3 follow-ups in 5 minutes → 1 mail; one later → another),
 * in the ambassador's language. A follow-up restarts the reminders' clock:
 * the reopened conversation gets its own 24 h and 48 h reminders. The
 * scheduler runs on the test's clock (no waiting).
 */
import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ambassadors, followUps, notifications } from '../../server/db/schema'
import { answer, askTo, sendFollowUp } from './helpers/conversations'
import { alice, bruno, signInAs } from './helpers/fixtures'
import { backdate, closeOpenQuestions, remindersAbout, schedulerInstance, TestClock } from './helpers/nudges'
import { startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
let api: TestApi
let tick: (at: Date) => Promise<void>
beforeAll(async () => {
  api = await startTestApi()
  await closeOpenQuestions(api)
  tick = (await schedulerInstance(api, new TestClock())).tick
})
afterAll(async () => {
  await api?.close()
})

const followUpMailsAbout = (topic: string) =>
  api.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, 'follow_up_received'), like(notifications.subject, `%${topic}%`)))
    .orderBy(notifications.id)

/** When the latest follow-up of a conversation was stored (the window starts at the first one not mailed). */
async function latestFollowUpAt(questionId: string): Promise<Date> {
  const rows = await api.db.select({ createdAt: followUps.createdAt }).from(followUps).where(eq(followUps.questionId, questionId))
  return new Date(Math.max(...rows.map((r) => r.createdAt.getTime())))
}
const plus = (at: Date, ms: number) => new Date(at.getTime() + ms)

describe('follow-up mails', () => {
  it('three follow-ups within 5 minutes make one mail, after 5 minutes; a later one makes another', async () => {
    const q = await askTo(api, alice.id, { topic: 'Merged mails', firstName: 'Zoé', email: 'merged@example.com' })
    for (const body of ['First thought', 'Second thought', 'Third thought']) expect((await sendFollowUp(api, q.id, q.token, body)).fieldErrors).toEqual([])
    const first = await latestFollowUpAt(q.id)
    await tick(plus(first, 4 * MINUTE_MS))
    expect(await followUpMailsAbout('Merged mails')).toHaveLength(0)
    await tick(plus(first, 5 * MINUTE_MS + 1000))
    await tick(plus(first, 6 * MINUTE_MS))
    const mails = await followUpMailsAbout('Merged mails')
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ toEmail: alice.email, subject: '3 new messages from Zoé: Merged mails' })
    expect(mails[0]?.bodyText).toContain(`Hi ${alice.firstName},`)
    expect(mails[0]?.bodyText).toMatch(/First thought[\s\S]*Second thought[\s\S]*Third thought/)
    expect(mails[0]?.bodyText).toContain('http://portal.test/ambassadors')

    expect((await sendFollowUp(api, q.id, q.token, 'A fourth, later')).fieldErrors).toEqual([])
    const later = await latestFollowUpAt(q.id)
    await tick(plus(later, 4 * MINUTE_MS))
    expect(await followUpMailsAbout('Merged mails')).toHaveLength(1)
    await tick(plus(later, 5 * MINUTE_MS + 1000))
    const both = await followUpMailsAbout('Merged mails')
    expect(both.map((m) => m.subject)).toEqual(['3 new messages from Zoé: Merged mails', 'Zoé replied: Merged mails'])
    expect(both[1]?.bodyText).toContain('A fourth, later')
    expect(both[1]?.bodyText).not.toContain('Third thought')
  })

  it('goes to the conversation’s current ambassador, in their language', async () => {
    await api.db.update(ambassadors).set({ locale: 'fr' }).where(eq(ambassadors.id, bruno.id))
    const q = await askTo(api, bruno.id, { topic: 'Logement étudiant', firstName: 'Léa', email: 'lea@example.com' })
    expect((await sendFollowUp(api, q.id, q.token, 'Merci, et pour le loyer ?')).fieldErrors).toEqual([])
    await tick(plus(await latestFollowUpAt(q.id), 5 * MINUTE_MS + 1000))
    const [mail] = await followUpMailsAbout('Logement étudiant')
    expect(mail).toMatchObject({ toEmail: bruno.email, subject: 'Léa a répondu : Logement étudiant' })
    expect(mail?.bodyText).toContain('Merci, et pour le loyer ?')
    expect(mail?.bodyText).toContain('http://portal.test/fr/ambassadors')
    await api.db.update(ambassadors).set({ locale: 'en' }).where(eq(ambassadors.id, bruno.id))
  })
})

describe('reminders after a follow-up', () => {
  it('a follow-up reopening an answered conversation earns its own 24 h and 48 h reminders', async () => {
    const token = await signInAs(api, alice.email)
    const q = await askTo(api, alice.id, { topic: 'Reopened reminders', firstName: 'Ines', email: 'reopened@example.com' })
    // Asked 30 hours ago: by the question's own clock, 48 h reminders would be due a day after the follow-up.
    await backdate(api, q.id, 30)
    await answer(api, token, q.id, 'Here is what I know.')
    expect((await sendFollowUp(api, q.id, q.token, 'Could you say more?')).fieldErrors).toEqual([])
    const wrote = await latestFollowUpAt(q.id)
    await tick(plus(wrote, 23.9 * HOUR_MS))
    expect(await remindersAbout(api, 'Reopened reminders')).toHaveLength(0)
    await tick(plus(wrote, 24.1 * HOUR_MS))
    await tick(plus(wrote, 48.1 * HOUR_MS))
    expect((await remindersAbout(api, 'Reopened reminders')).map((m) => m.subject)).toEqual([
      'Ines is waiting for your answer',
      'Still unanswered after 2 days: Reopened reminders',
    ])
    // Answered, then a new follow-up: a new wait, a new pair (the first pair does not block it).
    await answer(api, token, q.id, 'More details here.')
    expect((await sendFollowUp(api, q.id, q.token, 'And one more question?')).fieldErrors).toEqual([])
    const again = await latestFollowUpAt(q.id)
    await tick(plus(again, 24.1 * HOUR_MS))
    expect(await remindersAbout(api, 'Reopened reminders')).toHaveLength(3)
  })
})
