/**
 * The outbox worker: claims due rows with FOR UPDATE SKIP LOCKED (safe with
 * several replicas: a row is claimed by one of them), most urgent first
 * (`priority`, then oldest), leases them for 5 minutes (a crashed replica's
 * rows come back), sends a few at a time, and marks each sent — its secrets
 * redacted — or schedules a retry with exponential backoff and keeps the
 * error. No row is ever dropped.
 */
import { sql } from 'drizzle-orm'
import { queryRows } from '../db/client'
import type { Db } from '../db/client'
import type { Mailer, OutgoingRow } from './mailer'
import { redactDelivered } from './redact'

export const MAX_BACKOFF_S = 3600
export const backoffSeconds = (attempts: number): number => Math.min(MAX_BACKOFF_S, 10 * 2 ** Math.max(0, attempts - 1))

/** Rows claimed at a time: small enough that a new sign-in code waits for at most one batch. */
export const DELIVERY_BATCH = 50
/** Mails in flight at once (nodemailer's pool opens as many SMTP connections, see mailer.ts). */
export const SEND_CONCURRENCY = 5

interface ClaimedRow {
  id: number
  kind: string
  priority: number
  to_email: string
  subject: string
  body_text: string
  ics_content: string | null
  attempts: number
}

async function claimDue(db: Db, batch: number): Promise<ClaimedRow[]> {
  const rows = await queryRows<ClaimedRow>(
    db,
    sql`
    update notifications set attempts = attempts + 1, next_attempt_at = now() + interval '5 minutes'
    where id in (
      select id from notifications where status = 'pending' and next_attempt_at <= now()
      order by priority desc, id limit ${batch} for update skip locked)
    returning id, kind, priority, to_email, subject, body_text, ics_content, attempts`,
  )
  // RETURNING keeps no order: send in claim order.
  return rows.sort((a, b) => Number(b.priority) - Number(a.priority) || Number(a.id) - Number(b.id))
}

async function deliverOne(db: Db, mailer: Mailer, row: ClaimedRow): Promise<boolean> {
  const mail: OutgoingRow = { id: Number(row.id), kind: row.kind, toEmail: row.to_email, subject: row.subject, bodyText: row.body_text, icsContent: row.ics_content }
  try {
    await mailer.send(mail)
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500)
    await db.execute(
      sql`update notifications set next_attempt_at = now() + make_interval(secs => ${backoffSeconds(Number(row.attempts))}), last_error = ${message} where id = ${mail.id}`,
    )
    return false
  }
  const kept = redactDelivered(mail)
  await db.execute(
    sql`update notifications set status = 'sent', sent_at = now(), last_error = null, subject = ${kept.subject}, body_text = ${kept.bodyText}, ics_content = ${kept.icsContent} where id = ${mail.id}`,
  )
  return true
}

/** One batch: claims up to `batch` due rows and delivers them, SEND_CONCURRENCY at a time. */
export async function deliverDue(db: Db, mailer: Mailer, batch = DELIVERY_BATCH): Promise<{ sent: number; failed: number; claimed: number }> {
  const rows = await claimDue(db, batch)
  let next = 0
  let sent = 0
  const lane = async (): Promise<void> => {
    for (let row = rows[next++]; row !== undefined; row = rows[next++]) if (await deliverOne(db, mailer, row)) sent++
  }
  await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, rows.length) }, lane))
  return { sent, failed: rows.length - sent, claimed: rows.length }
}

/** Batches back to back while they come back full (a backlog drains at full speed), until `shouldStop`. */
export async function drainDue(db: Db, mailer: Mailer, shouldStop: () => boolean, batch = DELIVERY_BATCH): Promise<number> {
  let sent = 0
  while (!shouldStop()) {
    const result = await deliverDue(db, mailer, batch)
    sent += result.sent
    if (result.claimed < batch) break
  }
  return sent
}

export interface Worker {
  stop(): Promise<void>
}

export function startNotificationWorker(db: Db, mailer: Mailer, intervalMs: number): Worker {
  let running: Promise<void> | null = null
  let stopped = false
  const timer = setInterval(() => {
    // A tick during a long drain has nothing to add: the drain goes on until the queue is short.
    if (stopped || running !== null) return
    running = drainDue(db, mailer, () => stopped)
      .then(
        () => undefined,
        (error: unknown) => console.error('[mail] worker error:', error instanceof Error ? error.message : error),
      )
      .finally(() => {
        running = null
      })
  }, intervalMs)
  timer.unref()
  return {
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
      mailer.close()
    },
  }
}
