// Issue 15, finding 9 (outbox): a sign-in code does not queue behind a backlog, and several
// API instances draining the same outbox never send a mail twice.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications, organizations } from '../../server/db/schema'
import type { Mailer, OutgoingRow } from '../../server/notifications/mailer'
import { enqueueMail } from '../../server/notifications/outbox'
import { deliverDue, DELIVERY_BATCH, drainDue } from '../../server/notifications/worker'
import { alice } from './helpers/fixtures'
import { idempotencyKey, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api?.close()
})

/** An SMTP stand-in that records what it was given. */
const recorder = () => {
  const sent: OutgoingRow[] = []
  const mailer: Mailer = { send: (mail) => Promise.resolve(void sent.push(mail)), close: () => undefined }
  return { sent, mailer }
}

const enqueueBacklog = async (count: number, tag: string): Promise<void> => {
  const [org] = await api.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, 'demo'))
  await api.db.transaction(async (tx) => {
    for (let i = 0; i < count; i++) {
      await enqueueMail(tx, { orgId: org!.id, kind: 'question_received', to: `backlog-${tag}-${i}@example.com`, subject: `Backlog ${tag} ${i}`, text: 'A queued mail.' })
    }
  })
}

describe('finding 9: the outbox sends time-critical mail first, and each mail once', () => {
  it('a sign-in code asked behind 500 queued mails leaves in the first batch, first', async () => {
    await enqueueBacklog(500, 'order')
    ok(await api.gql('mutation($e: String!, $k: String!) { requestSignInCode(email: $e, idempotencyKey: $k) { sent } }', { e: alice.email, k: idempotencyKey() }))
    const smtp = recorder()
    const first = await deliverDue(api.db, smtp.mailer)
    expect(first.sent).toBe(DELIVERY_BATCH)
    expect(smtp.sent[0]).toMatchObject({ kind: 'sign_in_code', toEmail: alice.email })
    // The rest of the batch is the backlog, oldest first.
    expect(smtp.sent.slice(1).map((m) => m.subject)).toEqual(Array.from({ length: DELIVERY_BATCH - 1 }, (_, i) => `Backlog order ${i}`))
  })

  it('three instances draining one outbox at once deliver every mail exactly once', async () => {
    await enqueueBacklog(300, 'replicas')
    const pending = await api.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.status, 'pending'))
    const replicas = [recorder(), recorder(), recorder()]
    await Promise.all(replicas.map((r) => drainDue(api.db, r.mailer, () => false)))
    const ids = replicas.flatMap((r) => r.sent.map((m) => m.id))
    expect(ids.length).toBe(new Set(ids).size)
    expect(new Set(ids)).toEqual(new Set(pending.map((p) => p.id)))
    expect(await api.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.status, 'pending'))).toEqual([])
  })
})
