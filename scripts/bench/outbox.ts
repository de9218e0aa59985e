/**
 * `npm run bench:outbox`: how fast the notification worker drains a backlog
 * (security review, finding 9: 10,000 mails within 10 minutes), and how long
 * a sign-in code asked in the middle of it waits. The real worker
 * (startNotificationWorker, SMTP through nodemailer's pool) sends to a local
 * SMTP sink (smtp-sink.ts). PGlite in memory by default; PostgreSQL when
 * DATABASE_URL is set (a scratch database, dropped afterwards).
 * BENCH_OUTBOX_MAILS sets the backlog (default 10000).
 */
import { randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase } from '../../server/db/client'
import type { Database } from '../../server/db/client'
import { migrateDatabase } from '../../server/db/migrate'
import { notifications } from '../../server/db/schema'
import { createSmtpMailer } from '../../server/notifications/mailer'
import { enqueueMail } from '../../server/notifications/outbox'
import { threadLink } from '../../server/notifications/templates'
import { startNotificationWorker } from '../../server/notifications/worker'
import { newToken } from '../../server/security/tokens'
import { startSmtpSink } from './smtp-sink'

const MAILS = Number(process.env.BENCH_OUTBOX_MAILS ?? 10_000)
const BUDGET_S = 600
const orgId = randomUUID()

async function scratchDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL
  if (!adminUrl) return { database: await openDatabase({ kind: 'pglite', dataDir: null }), drop: () => Promise.resolve() }
  const name = `ap_bench_outbox_${process.pid}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database "${name}"`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10 })
  return {
    database,
    drop: async () => {
      await database.close()
      const c = new pg.Client({ connectionString: adminUrl })
      await c.connect()
      await c.query(`drop database if exists "${name}" with (force)`)
      await c.end()
    },
  }
}

const { database, drop } = await scratchDatabase()
await migrateDatabase(database)
const { db } = database
// Answer mails as the API writes them: a text with a thread link (redacted once sent).
for (let start = 0; start < MAILS; start += 500) {
  await db.transaction(async (tx) => {
    for (let i = start; i < Math.min(MAILS, start + 500); i++) {
      const link = threadLink('https://portal.example', 'en', randomUUID(), newToken('tt_'))
      await enqueueMail(tx, {
        orgId,
        kind: 'question_answered',
        to: `visitor-${i}@example.com`,
        subject: `Your question was answered (${i})`,
        text: `Hi,\n\nYour answer is here: ${link}\n`,
      })
    }
  })
}

const sink = await startSmtpSink()
let signInSentAt: number | null = null
sink.onMessage = (raw) => {
  if (signInSentAt === null && raw.includes('Subject: Your sign-in code')) signInSentAt = performance.now()
}
const started = performance.now()
const worker = startNotificationWorker(db, createSmtpMailer(`smtp://127.0.0.1:${sink.port}`), 1000)
const pending = async (): Promise<number> => (await db.select({ n: count() }).from(notifications).where(eq(notifications.status, 'pending')))[0]?.n ?? 0

// A sign-in code asked once the drain is under way.
let signInAskedAt: number | null = null
while ((await pending()) > 0) {
  if (signInAskedAt === null && sink.received() >= Math.min(1000, MAILS / 4)) {
    signInAskedAt = performance.now()
    await enqueueMail(db, { orgId, kind: 'sign_in_code', to: 'ambassador@example.com', subject: 'Your sign-in code: 123456', text: 'Your sign-in code is 123456.' })
  }
  if ((performance.now() - started) / 1000 > BUDGET_S) break
  await new Promise((resolve) => setTimeout(resolve, 100))
}
const seconds = (performance.now() - started) / 1000
await worker.stop()
const left = await pending()
const sent = sink.received()
await sink.close()
await drop()

const rate = sent / seconds
console.log(`outbox drain (${database.kind}): ${sent} mails in ${seconds.toFixed(1)} s = ${rate.toFixed(0)} mails/s; ${left} left`)
console.log(`10,000 mails at this rate: ${(10_000 / rate).toFixed(0)} s (budget ${BUDGET_S} s)`)
if (signInAskedAt !== null && signInSentAt !== null) console.log(`sign-in code asked mid-drain reached the sink after ${((signInSentAt - signInAskedAt) / 1000).toFixed(2)} s`)
if (left > 0 || 10_000 / rate > BUDGET_S) process.exitCode = 1
