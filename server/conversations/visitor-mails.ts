/**
 * The visitor's e-mail about the answers they have not read (issue 33,
 * decision 144). An answer is not mailed at once: the thread page, when it
 * displays messages, sends a read receipt (read-receipt.ts), and an answer
 * read there is never mailed. A conversation's answers neither read nor
 * mailed go together in one mail once the oldest of them is
 * VISITOR_MAIL_GRACE_SECONDS old (time for an open page's receipt to
 * arrive), and never sooner than VISITOR_MAIL_WINDOW_MINUTES after the
 * conversation's previous mail: a burst of answers is one mail, and what
 * follows waits for the window to pass.
 *
 * A scheduled job (server/scheduler), like the follow-up mails: each batch,
 * in one transaction holding the job lock, marks the answers mailed
 * (`visitor_mailed_at`) and writes the mails to the outbox — both or neither.
 * The UPDATE's row locks and its re-check (`visitor_read_at is null and
 * visitor_mailed_at is null`) make an answer mailed once, and never after a
 * receipt committed first, even without the lock. Frozen conversations wait
 * (staff have them).
 */
import { eq, inArray, sql } from 'drizzle-orm'
import { VISITOR_MAIL_GRACE_SECONDS, VISITOR_MAIL_WINDOW_MINUTES } from '../../src/contract/limits'
import type { Locale } from '../../src/contract/locale'
import type { Db, Tx } from '../db/client'
import { queryRows } from '../db/client'
import { ambassadors, hiddenMessages, questions } from '../db/schema'
import { enqueueMails, type Mail } from '../notifications/outbox'
import { threadLink } from '../notifications/templates'
import { unreadAnswersMail } from '../notifications/visitor-templates'
import { mintThreadToken } from '../questions/access'
import { questionIsFrozen } from '../safeguarding/frozen'
import { drainInBatches } from '../scheduler/job-lock'

/** Conversations mailed per transaction. */
const VISITOR_MAIL_BATCH = 100

interface Claimed {
  id: string
  question_id: string
  body: string
  created_at: string
}

/** Marks the unread answers of up to `batch` due conversations mailed and returns them. */
async function claimDue(tx: Tx, now: Date, batch: number): Promise<Claimed[]> {
  const at = sql`${now.toISOString()}::timestamptz`
  return queryRows<Claimed>(
    tx,
    sql`with due as (
        select a.question_id from answers a
        where a.visitor_read_at is null and a.visitor_mailed_at is null and not ${questionIsFrozen(sql`a.question_id`)}
        group by a.question_id
        having min(a.created_at) <= ${at} - make_interval(secs => ${VISITOR_MAIL_GRACE_SECONDS})
          and coalesce((select max(m.visitor_mailed_at) from answers m where m.question_id = a.question_id), '-infinity')
              <= ${at} - make_interval(mins => ${VISITOR_MAIL_WINDOW_MINUTES})
        order by min(a.created_at), a.question_id
        limit ${batch}
      )
      update answers a set visitor_mailed_at = ${at}
      from due where a.question_id = due.question_id and a.visitor_read_at is null and a.visitor_mailed_at is null
      returning a.id, a.question_id, a.body, a.created_at::text`,
  )
}

async function mailsFor(tx: Tx, claimed: readonly Claimed[], publicUrl: string): Promise<Mail[]> {
  const ids = [...new Set(claimed.map((c) => c.question_id))]
  const [conversations, hidden] = await Promise.all([
    tx
      .select({
        id: questions.id,
        orgId: questions.orgId,
        to: questions.email,
        visitor: questions.firstName,
        topic: questions.topic,
        locale: questions.locale,
        ambassador: ambassadors.firstName,
      })
      .from(questions)
      .leftJoin(ambassadors, eq(ambassadors.id, questions.ambassadorId))
      .where(inArray(questions.id, ids)),
    tx
      .select({ id: hiddenMessages.messageId })
      .from(hiddenMessages)
      .where(
        inArray(
          hiddenMessages.messageId,
          claimed.map((c) => c.id),
        ),
      ),
  ])
  const hiddenIds = new Set(hidden.map((h) => h.id))
  const mails: Mail[] = []
  for (const q of conversations) {
    const messages = claimed
      .filter((c) => c.question_id === q.id)
      .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at))
      .map((c) => (hiddenIds.has(c.id) ? null : c.body))
    const locale: Locale = q.locale === 'fr' ? 'fr' : 'en'
    // Each mail carries its own link; minting it is the thread's activity too (its links live on).
    const link = threadLink(publicUrl, locale, q.id, await mintThreadToken(tx, q.id))
    const text = unreadAnswersMail({ visitor: q.visitor, ambassador: q.ambassador, topic: q.topic, messages, link, locale })
    mails.push({ orgId: q.orgId, kind: 'question_answered', to: q.to, ...text })
  }
  return mails
}

/** Mails every conversation due at `now`, a batch per transaction; stops at once when another instance holds the lock. Returns how many mails. */
export async function sendDueVisitorMails(db: Db, now: Date, publicUrl: string, batch = VISITOR_MAIL_BATCH): Promise<number> {
  return drainInBatches(db, { job: 'visitor-mails' }, batch, async (tx) => {
    const claimed = await claimDue(tx, now, batch)
    const mails = claimed.length === 0 ? [] : await mailsFor(tx, claimed, publicUrl)
    await enqueueMails(tx, mails)
    return { claimed: new Set(claimed.map((c) => c.question_id)).size, sent: mails.length }
  })
}
