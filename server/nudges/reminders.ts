/**
 * Reminder e-mails to ambassadors (issue 18, decision 082): one when a
 * question has been in their inbox for 24 hours without an answer, one at 48
 * hours. The clock starts when the question reached its current ambassador
 * (asked, or reassigned: `questions.reassigned_at`) or at the visitor's
 * latest follow-up, which reopens the conversation and earns its own pair
 * (reply-clock.ts, decision 090); an answer, a close, a reassignment or a
 * freeze stops it.
 *
 * Each batch, in one transaction holding the job lock: the due reminders are
 * recorded in `question_reminders` (its key refuses a second one) and their
 * mails written to the outbox — both or neither. Due means "by the state of
 * the database at `now`", so a tick that never ran is caught up by the next:
 * a question found 50 hours old gets its 48-hour reminder then. It does not
 * also get the 24-hour one, which would arrive in the same minute saying
 * less. Questions whose clock started more than a week ago get none (the
 * staff digest has them): a first deployment or a long outage must not
 * flood the ambassadors.
 */
import { eq, inArray } from 'drizzle-orm'
import { sql } from 'drizzle-orm'
import { QUESTION_OVERDUE_HOURS } from '../../src/contract/limits'
import type { Db, Tx } from '../db/client'
import { queryRows } from '../db/client'
import { ambassadors, organizations, questions } from '../db/schema'
import { enqueueMails, type Mail } from '../notifications/outbox'
import { questionReminderMail } from '../notifications/nudge-templates'
import { drainInBatches } from '../scheduler/job-lock'
import { questionIsFrozen } from '../safeguarding/frozen'
import { replyClock } from './reply-clock'
import { organizationLocale, organizationName, portalUrl } from '../notifications/locale'

export const FIRST_REMINDER_HOURS = 24
/** The last reminder comes when the question turns overdue (the inbox flags it, the digest lists it). */
export const LAST_REMINDER_HOURS = QUESTION_OVERDUE_HOURS
/** A clock started longer ago than this sends nothing more (see above). */
export const REMINDER_CATCH_UP_DAYS = 7
/** Reminders recorded and mailed per transaction. */
export const REMINDER_BATCH = 100

type ReminderKind = 'after_24h' | 'after_48h'

interface Claimed {
  question_id: string
  ambassador_id: string
  kind: ReminderKind
}

/** Records up to `batch` due reminders (none twice) and returns them. */
async function claimDue(tx: Tx, now: Date, batch: number): Promise<Claimed[]> {
  const at = sql`${now.toISOString()}::timestamptz`
  const clock = replyClock('q')
  const kind = sql`case when ${clock} <= ${at} - make_interval(hours => ${LAST_REMINDER_HOURS}) then 'after_48h' else 'after_24h' end`
  return queryRows<Claimed>(
    tx,
    sql`insert into question_reminders (question_id, ambassador_id, kind, clock_started_at, sent_at)
      select q.id, q.ambassador_id, ${kind}, ${clock}, ${at}
      from questions q
      join ambassadors a on a.id = q.ambassador_id and a.status = 'active'
      where q.status = 'open'
        and ${clock} <= ${at} - make_interval(hours => ${FIRST_REMINDER_HOURS})
        and ${clock} > ${at} - make_interval(days => ${REMINDER_CATCH_UP_DAYS})
        and not ${questionIsFrozen(sql`q.id`)}
        and not exists (select 1 from question_reminders r where r.question_id = q.id and r.ambassador_id = q.ambassador_id and r.kind = ${kind} and r.clock_started_at = ${clock})
      order by ${clock}, q.id
      limit ${batch}
      on conflict do nothing
      returning question_id, ambassador_id, kind`,
  )
}

async function mailsFor(tx: Tx, claimed: readonly Claimed[], publicUrl: string): Promise<Mail[]> {
  const rows = await tx
    .select({
      id: questions.id,
      orgId: questions.orgId,
      visitor: questions.firstName,
      topic: questions.topic,
      to: ambassadors.email,
      ambassador: ambassadors.firstName,
      org: { nameEn: organizations.nameEn, nameFr: organizations.nameFr, locales: organizations.locales },
    })
    .from(questions)
    .innerJoin(ambassadors, eq(ambassadors.id, questions.ambassadorId))
    .innerJoin(organizations, eq(organizations.id, questions.orgId))
    .where(
      inArray(
        questions.id,
        claimed.map((c) => c.question_id),
      ),
    )
  const byId = new Map(rows.map((r) => [r.id, r]))
  return claimed.flatMap((c): Mail[] => {
    const q = byId.get(c.question_id)
    if (q === undefined) return []
    const locale = organizationLocale(q.org.locales)
    const hours = c.kind === 'after_48h' ? 48 : 24
    const text = questionReminderMail({
      org: organizationName(q.org, locale),
      ambassador: q.ambassador,
      visitor: q.visitor,
      topic: q.topic,
      hours,
      inboxUrl: portalUrl(publicUrl, locale, '/ambassadors'),
      locale,
    })
    return [{ orgId: q.orgId, kind: 'question_reminder', to: q.to, ...text }]
  })
}

/** Sends every reminder due at `now`, a batch per transaction; stops at once when another instance holds the lock. Returns how many. */
export async function sendDueReminders(db: Db, now: Date, publicUrl: string, batch = REMINDER_BATCH): Promise<number> {
  return drainInBatches(db, { job: 'question-reminders' }, batch, async (tx) => {
    const claimed = await claimDue(tx, now, batch)
    if (claimed.length > 0) await enqueueMails(tx, await mailsFor(tx, claimed, publicUrl))
    return { claimed: claimed.length, sent: claimed.length }
  })
}
