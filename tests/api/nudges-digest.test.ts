/**
 * Issue 18, nudges: the staff's daily digest — questions waiting more than 48
 * hours per ambassador, to every staff member once a day from 07:00 UTC, in
 * the organization's language; no digest when there is nothing to report
 * (decision 082). The scheduler runs on the test's clock.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ambassadors, staffDigests, staffMembers } from '../../server/db/schema'
import { DIGEST_HOUR_UTC } from '../../server/nudges/digest'
import { alice, bruno, EDITOR_EMAIL, OWNER_EMAIL } from './helpers/fixtures'
import { ask, closeOpenQuestions, digests, schedulerInstance, TestClock } from './helpers/nudges'
import { startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
let tick: (at: Date) => Promise<void>
const today = new Date()
/** `hour` o'clock UTC, `days` after today. */
const dayAt = (days: number, hour: number): Date => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days, hour))
const dayOf = (at: Date): string => at.toISOString().slice(0, 10)
const digestRow = async (at: Date) =>
  (
    await api.db
      .select()
      .from(staffDigests)
      .where(eq(staffDigests.day, dayOf(at)))
  )[0]

beforeAll(async () => {
  api = await startTestApi()
  await closeOpenQuestions(api)
  tick = (await schedulerInstance(api, new TestClock())).tick
})
afterAll(async () => {
  await api?.close()
})

describe('the staff digest', () => {
  it('nothing to report: no mail, and the day counts as done', async () => {
    await tick(dayAt(1, DIGEST_HOUR_UTC - 1))
    expect(await digestRow(dayAt(1, 0))).toBeUndefined()
    await tick(dayAt(1, DIGEST_HOUR_UTC))
    expect(await digestRow(dayAt(1, 0))).toMatchObject({ recipients: 0 })
    expect(await digests(api)).toHaveLength(0)
  })

  it('lists the questions waiting more than 48 hours per ambassador, to every staff member once, naming no visitor', async () => {
    await ask(api, alice.id, 'Digest housing question', 'Zéphyrine')
    await ask(api, alice.id, 'Digest visa question', 'Zéphyrine')
    await ask(api, bruno.id, 'Digest sports question', 'Zéphyrine')
    // Overdue during day 1, whose digest is done: they wait for the next one.
    await tick(dayAt(1, 23))
    expect(await digests(api)).toHaveLength(0)
    await tick(dayAt(3, DIGEST_HOUR_UTC))
    await tick(dayAt(3, DIGEST_HOUR_UTC + 2))
    await tick(dayAt(3, 23))
    const mails = await digests(api)
    const staff = await api.db
      .select({ email: staffMembers.email })
      .from(staffMembers)
      .innerJoin(ambassadors, eq(ambassadors.orgId, staffMembers.orgId))
      .where(eq(ambassadors.id, alice.id))
    expect(new Set(staff.map((s) => s.email))).toEqual(new Set([OWNER_EMAIL, EDITOR_EMAIL]))
    expect(mails.map((m) => m.toEmail).sort()).toEqual([EDITOR_EMAIL, OWNER_EMAIL].sort())
    const body = mails[0]?.bodyText ?? ''
    expect(mails[0]?.subject).toBe(`Horizon University: what needs you today (${dayOf(dayAt(3, 0))})`)
    expect(body).toContain('Questions waiting more than 48 hours: 3')
    expect(body).toMatch(new RegExp(`- ${alice.firstName} ${alice.lastName}: 2 \\(the oldest for [23] days\\)\\n- ${bruno.firstName} ${bruno.lastName}: 1 \\(`))
    expect(body).toContain('http://portal.test/staff')
    expect(body).not.toContain('Zéphyrine')
    expect(body).not.toContain('Digest housing question')
    expect(await digestRow(dayAt(3, 0))).toMatchObject({ recipients: 2 })
  })

  it('in French for a French organization; an inactive ambassador holding questions is said to be', async () => {
    await api.db.execute(`update organizations set locales = '{fr,en}' where slug = 'demo'`)
    await api.db.update(ambassadors).set({ status: 'inactive', active: false }).where(eq(ambassadors.id, bruno.id))
    await tick(dayAt(4, DIGEST_HOUR_UTC))
    const mail = (await digests(api)).at(-1)
    expect(mail?.subject).toContain('ce qui vous attend aujourd')
    expect(mail?.bodyText).toContain('Questions en attente depuis plus de 48 heures : 3')
    expect(mail?.bodyText).toContain(`- ${bruno.firstName} ${bruno.lastName} (inactif·ve) : 1`)
    expect(mail?.bodyText).toContain('http://portal.test/fr/staff')
    await api.db.update(ambassadors).set({ status: 'active', active: true }).where(eq(ambassadors.id, bruno.id))
    await api.db.execute(`update organizations set locales = '{en,fr}' where slug = 'demo'`)
  })

  it('once everything is answered or closed, the next days send nothing', async () => {
    const before = (await digests(api)).length
    await closeOpenQuestions(api)
    await tick(dayAt(5, DIGEST_HOUR_UTC + 1))
    expect(await digests(api)).toHaveLength(before)
    expect(await digestRow(dayAt(5, 0))).toMatchObject({ recipients: 0 })
    expect(
      await api.db
        .select()
        .from(staffDigests)
        .where(and(eq(staffDigests.day, dayOf(dayAt(2, 0))))),
    ).toHaveLength(0)
  })
})
