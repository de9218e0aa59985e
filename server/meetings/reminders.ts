/**
 * Reminders before a confirmed call (issue 33, decision 146): to the visitor
 * (in their language and zone, with their manage link and the join page) and
 * to the ambassador (in English, in their zone, with their area), 24 hours
 * and 1 hour before the start.
 *
 * Like the question reminders (decision 082), each batch, in one transaction
 * holding the job lock, records the due reminders in `meeting_reminders`
 * (its key refuses a second one) and writes their mails to the outbox: both
 * or neither. "Due" is read from the state at `now`, so a tick that never ran
 * is caught up by the next, sensibly: a call found 50 minutes away gets its
 * 1-hour reminder only (not a "tomorrow" one as well); a call that has
 * started gets none; and a call confirmed less than 24 hours before its start
 * gets no 24-hour reminder — the confirmation e-mail has just said when.
 */
import { eq, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { queryRows } from '../db/client'
import { meetings, organizations } from '../db/schema'
import { enqueueMails, type Mail } from '../notifications/outbox'
import { meetingReminderMail } from '../notifications/booking-templates'
import { drainInBatches } from '../scheduler/job-lock'
import { ambassadorMeetingsUrl, ambassadorSide, mailFacts, visitorMeetingUrl } from './mails'

/** Reminders recorded and mailed per transaction. */
export const MEETING_REMINDER_BATCH = 100

type Recipient = 'visitor' | 'ambassador'
type Kind = 'before_24h' | 'before_1h'

interface Claimed {
  meeting_id: string
  recipient: Recipient
  kind: Kind
}

async function claimDue(tx: Tx, now: Date, batch: number): Promise<Claimed[]> {
  const at = sql`${now.toISOString()}::timestamptz`
  return queryRows<Claimed>(
    tx,
    sql`insert into meeting_reminders (meeting_id, recipient, kind, starts_at, sent_at)
      select m.id, r.recipient, k.kind, m.starts_at, ${at}
      from meetings m
      cross join (values ('visitor'), ('ambassador')) as r(recipient)
      cross join lateral (select case when m.starts_at <= ${at} + interval '1 hour' then 'before_1h' else 'before_24h' end as kind) k
      where m.status = 'confirmed' and m.starts_at > ${at} and m.starts_at <= ${at} + interval '24 hours'
        and (k.kind = 'before_1h' or m.confirmed_at is null or m.confirmed_at <= m.starts_at - interval '24 hours')
        and not exists (select 1 from meeting_reminders x where x.meeting_id = m.id and x.recipient = r.recipient and x.kind = k.kind and x.starts_at = m.starts_at)
      order by m.starts_at, m.id, r.recipient
      limit ${batch}
      on conflict do nothing
      returning meeting_id, recipient, kind`,
  )
}

async function mailsFor(tx: Tx, claimed: readonly Claimed[], publicUrl: string): Promise<Mail[]> {
  const rows = await tx
    .select({ meeting: meetings, org: { nameEn: organizations.nameEn, nameFr: organizations.nameFr } })
    .from(meetings)
    .innerJoin(organizations, eq(organizations.id, meetings.orgId))
    .where(
      inArray(
        meetings.id,
        claimed.map((c) => c.meeting_id),
      ),
    )
  const byId = new Map(rows.map((r) => [r.meeting.id, r]))
  const mails: Mail[] = []
  for (const c of claimed) {
    const row = byId.get(c.meeting_id)
    if (row === undefined) continue
    const m = row.meeting
    const env = { orgId: m.orgId, orgName: m.locale === 'fr' ? row.org.nameFr : row.org.nameEn, publicUrl }
    const { facts, ambassador } = await mailFacts(tx, env, m)
    const hours = c.kind === 'before_1h' ? 1 : 24
    if (c.recipient === 'visitor') {
      const link = await visitorMeetingUrl(tx, publicUrl, m, null)
      mails.push({ orgId: m.orgId, kind: 'meeting_reminder', to: m.email, ...meetingReminderMail(facts, true, hours, link) })
    } else {
      const side = ambassadorSide(env, m, facts, ambassador.timeZone)
      mails.push({ orgId: m.orgId, kind: 'meeting_reminder', to: ambassador.email, ...meetingReminderMail(side, false, hours, ambassadorMeetingsUrl(publicUrl)) })
    }
  }
  return mails
}

/** Sends every meeting reminder due at `now`, a batch per transaction; stops at once when another instance holds the lock. Returns how many. */
export async function sendDueMeetingReminders(db: Db, now: Date, publicUrl: string, batch = MEETING_REMINDER_BATCH): Promise<number> {
  return drainInBatches(db, { job: 'meeting-reminders' }, batch, async (tx) => {
    const claimed = await claimDue(tx, now, batch)
    if (claimed.length > 0) await enqueueMails(tx, await mailsFor(tx, claimed, publicUrl))
    return { claimed: claimed.length, sent: claimed.length }
  })
}
