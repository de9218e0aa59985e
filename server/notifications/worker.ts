/**
 * The outbox worker: claims due rows with FOR UPDATE SKIP LOCKED (safe with
 * several replicas), leases them for 5 minutes (a crashed replica's rows come
 * back), and marks each sent, or schedules a retry with exponential backoff
 * and keeps the error. No row is ever dropped.
 */
import { sql } from 'drizzle-orm'
import { queryRows } from '../db/client'
import type { Db } from '../db/client'
import type { Mailer, OutgoingRow } from './mailer'

export const MAX_BACKOFF_S = 3600
export const backoffSeconds = (attempts: number): number => Math.min(MAX_BACKOFF_S, 10 * 2 ** Math.max(0, attempts - 1))

interface ClaimedRow {
  id: number
  kind: string
  to_email: string
  subject: string
  body_text: string
  ics_content: string | null
  attempts: number
}

export async function deliverDue(db: Db, mailer: Mailer, batch = 20): Promise<{ sent: number; failed: number }> {
  const rows = await queryRows<ClaimedRow>(db, sql`
    update notifications set attempts = attempts + 1, next_attempt_at = now() + interval '5 minutes'
    where id in (
      select id from notifications where status = 'pending' and next_attempt_at <= now()
      order by id limit ${batch} for update skip locked)
    returning id, kind, to_email, subject, body_text, ics_content, attempts`)
  let sent = 0
  let failed = 0
  for (const row of rows.sort((a, b) => Number(a.id) - Number(b.id))) {
    const mail: OutgoingRow = { id: Number(row.id), kind: row.kind, toEmail: row.to_email, subject: row.subject, bodyText: row.body_text, icsContent: row.ics_content }
    try {
      await mailer.send(mail)
      await db.execute(sql`update notifications set status = 'sent', sent_at = now(), last_error = null where id = ${mail.id}`)
      sent++
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500)
      await db.execute(sql`update notifications set next_attempt_at = now() + make_interval(secs => ${backoffSeconds(Number(row.attempts))}), last_error = ${message} where id = ${mail.id}`)
      failed++
    }
  }
  return { sent, failed }
}

export interface Worker {
  stop(): Promise<void>
}

export function startNotificationWorker(db: Db, mailer: Mailer, intervalMs: number): Worker {
  let running: Promise<unknown> = Promise.resolve()
  let stopped = false
  const timer = setInterval(() => {
    running = running.then(async () => {
      if (stopped) return
      try {
        await deliverDue(db, mailer)
      } catch (error) {
        console.error('[mail] worker error:', error instanceof Error ? error.message : error)
      }
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
