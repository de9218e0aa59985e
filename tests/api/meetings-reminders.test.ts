/**
 * Issue 33: both sides of a confirmed call are reminded 24 hours and 1 hour
 * before it — each once, even with two runs at the same time; after an outage
 * only what still makes sense (the 1-hour one, never one for a call that has
 * started); none at 24 hours for a call confirmed later than that (its
 * confirmation said when); a moved call earns its own. The visitor's in their
 * language and zone, with their manage link. The scheduler runs on the test's clock.
 */
import { and, eq, like, or } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { meetingReminders, meetings, notifications } from '../../server/db/schema'
import { sendDueMeetingReminders } from '../../server/meetings/reminders'
import { alice } from './helpers/fixtures'
import { insertCall } from './helpers/meeting-rows'
import { after, schedulerInstance, TestClock } from './helpers/nudges'
import { startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
let tick: (at: Date) => Promise<void>
beforeAll(async () => {
  api = await startTestApi()
  tick = (await schedulerInstance(api, new TestClock())).tick
})
afterAll(async () => {
  await api?.close()
})

const DAY = 86_400_000
/** Far from the seeded meetings: a call of its own, `days` ahead, on the hour. */
const callAt = (days: number) => new Date(Math.ceil((Date.now() + days * DAY) / 3_600_000) * 3_600_000)

/** The reminders about one visitor's call: theirs (to their address) and the ambassador's (naming them). */
const remindersOf = (visitor: { email: string; firstName: string }) =>
  api.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, 'meeting_reminder'), or(eq(notifications.toEmail, visitor.email), like(notifications.bodyText, `%call with ${visitor.firstName} %`))))
    .orderBy(notifications.id)

describe('reminders before a confirmed call', () => {
  it('24 h and 1 h before, to both sides, each once; the visitor’s in French with the zone’s name and the manage link', async () => {
    const visitor = { email: 'remind-me@example.com', firstName: 'Zélie' }
    const startsAt = callAt(40)
    await insertCall(api.db, alice.id, { ...visitor, startsAt, locale: 'fr', timeZone: 'America/Toronto' })
    await tick(after(startsAt, -24.1))
    expect(await remindersOf(visitor)).toHaveLength(0)
    await tick(after(startsAt, -23.9))
    await tick(after(startsAt, -23))
    const first = await remindersOf(visitor)
    expect(first.map((m) => m.toEmail).sort()).toEqual([alice.email, visitor.email].sort())
    const mine = first.find((m) => m.toEmail === visitor.email)
    expect(mine?.subject).toBe(`Rappel : votre appel avec ${alice.firstName} demain`)
    expect(mine?.bodyText).toMatch(/\(heure de l’Est[^)]* — Toronto\)/)
    expect(mine?.bodyText).toMatch(/http:\/\/portal\.test\/fr\/meet\?manage=mt_/)
    expect(mine?.bodyText).toContain('/fr/meet?join=')
    const theirs = first.find((m) => m.toEmail === alice.email)
    expect(theirs?.subject).toBe(`Reminder: your call with ${visitor.firstName} tomorrow`)
    expect(theirs?.bodyText).toContain('(Central European Time — Paris)')
    await tick(after(startsAt, -0.9))
    await tick(after(startsAt, -0.5))
    await tick(after(startsAt, 0.1))
    const all = await remindersOf(visitor)
    expect(all).toHaveLength(4)
    expect(all.filter((m) => m.subject.endsWith('dans une heure') || m.subject.endsWith('in one hour'))).toHaveLength(2)
  })

  it('after an outage: only the 1-hour reminder for a call 50 minutes away, nothing for one that has started', async () => {
    const late = { email: 'outage@example.com', firstName: 'Octave' }
    const startsAt = callAt(45)
    await insertCall(api.db, alice.id, { ...late, startsAt })
    const started = { email: 'started@example.com', firstName: 'Stella' }
    await insertCall(api.db, alice.id, { ...started, startsAt: after(startsAt, -1) })
    await tick(after(startsAt, -50 / 60))
    const sent = await remindersOf(late)
    expect(sent).toHaveLength(2)
    expect(sent.every((m) => m.subject.endsWith('in one hour'))).toBe(true)
    expect(await remindersOf(started)).toHaveLength(0)
  })

  it('no 24-hour reminder for a call confirmed less than 24 hours before it, nor for one still pending', async () => {
    const lateConfirm = { email: 'late-confirm@example.com', firstName: 'Léon' }
    const startsAt = callAt(50)
    await insertCall(api.db, alice.id, { ...lateConfirm, startsAt, confirmedAt: after(startsAt, -10) })
    const pending = { email: 'still-pending@example.com', firstName: 'Pia' }
    await insertCall(api.db, alice.id, { ...pending, startsAt: after(startsAt, 2), status: 'pending', confirmedAt: null })
    await tick(after(startsAt, -9))
    expect(await remindersOf(lateConfirm)).toHaveLength(0)
    await tick(after(startsAt, -0.5))
    expect(await remindersOf(lateConfirm)).toHaveLength(2)
    await tick(after(startsAt, 1.5))
    expect(await remindersOf(pending)).toHaveLength(0)
  })

  it('never twice, even with two runs at once; a moved call earns its own', async () => {
    const visitor = { email: 'twice@example.com', firstName: 'Tilda' }
    const startsAt = callAt(55)
    const call = await insertCall(api.db, alice.id, { ...visitor, startsAt })
    const at = after(startsAt, -20)
    await Promise.all([sendDueMeetingReminders(api.db, at, 'http://portal.test'), sendDueMeetingReminders(api.db, at, 'http://portal.test')])
    expect(await remindersOf(visitor)).toHaveLength(2)
    expect(await api.db.select().from(meetingReminders).where(eq(meetingReminders.meetingId, call.id))).toHaveLength(2)
    const moved = after(startsAt, 3)
    await api.db
      .update(meetings)
      .set({ startsAt: moved, endsAt: after(moved, 0.5) })
      .where(eq(meetings.id, call.id))
    await sendDueMeetingReminders(api.db, after(moved, -20), 'http://portal.test')
    expect(await remindersOf(visitor)).toHaveLength(4)
  })
})
