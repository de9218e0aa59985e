import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications } from '../../server/db/schema'
import { createLogMailer } from '../../server/notifications/mailer'
import type { Mailer, OutgoingRow } from '../../server/notifications/mailer'
import { backoffSeconds, deliverDue } from '../../server/notifications/worker'
import { alice, ASK, questionInput } from './helpers/fixtures'
import { idempotencyKey, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api?.close()
})

/** A real delivery target that records what it was given (an SMTP stand-in, not a database mock). */
const recorder = (fail = false) => {
  const sent: OutgoingRow[] = []
  const mailer: Mailer = {
    send(mail) {
      if (fail) return Promise.reject(new Error('SMTP 451 temporary failure'))
      sent.push(mail)
      return Promise.resolve()
    },
    close: () => undefined,
  }
  return { sent, mailer }
}

describe('notification outbox', () => {
  it('a failed delivery keeps the row, counts the attempt and schedules a retry with backoff', async () => {
    ok(await api.gql(ASK, { input: questionInput({ ambassadorId: alice.id, topic: 'Outbox failure' }) }))
    const failing = recorder(true)
    const result = await deliverDue(api.db, failing.mailer, 500)
    expect(result.failed).toBeGreaterThan(0)
    const [row] = await api.db.select().from(notifications).where(eq(notifications.subject, 'New question from Ana: Outbox failure'))
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP 451 temporary failure' })
    expect((row?.nextAttemptAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(5_000)
    // Not due yet: nothing is picked up again.
    expect((await deliverDue(api.db, recorder().mailer, 500)).sent).toBe(0)
    expect([1, 2, 3, 4, 20].map(backoffSeconds)).toEqual([10, 20, 40, 80, 3600])
  })
  it('delivers due rows once and marks them sent', async () => {
    await api.db.update(notifications).set({ nextAttemptAt: new Date(Date.now() - 1000) })
    const ok1 = recorder()
    const first = await deliverDue(api.db, ok1.mailer, 1000)
    expect(first.failed).toBe(0)
    expect(ok1.sent.some((m) => m.subject === 'New question from Ana: Outbox failure')).toBe(true)
    const [row] = await api.db.select().from(notifications).where(eq(notifications.subject, 'New question from Ana: Outbox failure'))
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
    expect(row?.sentAt).not.toBeNull()
    expect((await deliverDue(api.db, recorder().mailer, 1000)).sent).toBe(0)
  })
  it('without SMTP, the log line shows the recipient and the sign-in code', async () => {
    ok(await api.gql('mutation($e: String!, $k: String!) { requestSignInCode(email: $e, idempotencyKey: $k) { sent } }', { e: alice.email, k: idempotencyKey() }))
    const lines: string[] = []
    await deliverDue(
      api.db,
      createLogMailer(true, (line) => lines.push(line)),
      50,
    )
    const line = lines.find((l) => l.includes('kind=sign_in_code'))
    expect(line).toMatch(new RegExp(`^\\[mail\\] to=${alice.email} kind=sign_in_code subject=".*\\d{6}" code=\\d{6}$`))
  })
  it('in production (MAIL_TO_LOG=1) the log line keeps no code and no link', async () => {
    ok(await api.gql('mutation($e: String!, $k: String!) { requestSignInCode(email: $e, idempotencyKey: $k) { sent } }', { e: alice.email, k: idempotencyKey() }))
    const lines: string[] = []
    await deliverDue(
      api.db,
      createLogMailer(false, (line) => lines.push(line)),
      50,
    )
    const line = lines.find((l) => l.includes('kind=sign_in_code'))
    expect(line).toContain('code=[redacted]')
    expect(line).not.toMatch(/\d{6}/)
  })
})
