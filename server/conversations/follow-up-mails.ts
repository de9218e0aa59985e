/**
 * The ambassador's e-mail about follow-ups (issue 19, decision 090): a
 * visitor writing several messages in a row gets the ambassador one mail,
 * not one per message. A conversation's follow-ups not mailed yet are sent
 * together once the oldest of them is FOLLOW_UP_MAIL_DELAY_MINUTES old — a
 * fixed window from the first, so a visitor who keeps writing cannot put
 * the mail off indefinitely; whatever arrives after that mail waits for the
 * next window.
 *
 * A scheduled job (server/scheduler), like the reminders: each batch, in one
 * transaction holding the job lock, marks the follow-ups mailed
 * (`mailed_at`) and writes the mails to the outbox — both or neither. The
 * UPDATE's row locks and its `mailed_at is null` re-check make a follow-up
 * mailed once even without the lock. Frozen conversations wait (staff have
 * them); an ambassador who is connected (presence.ts) or no longer active is
 * not mailed, and the follow-ups count as told.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { queryRows } from '../db/client'
import { ambassadors, hiddenMessages, questions } from '../db/schema'
import type { Locale } from '../../src/contract/locale'
import { followUpMail } from '../notifications/conversation-templates'
import { enqueueMails, type Mail } from '../notifications/outbox'
import { questionIsFrozen } from '../safeguarding/frozen'
import { portalUrl } from '../notifications/locale'
import { drainInBatches } from '../scheduler/job-lock'
import { isConnected } from '../live/connected'

export const FOLLOW_UP_MAIL_DELAY_MINUTES = 5
/** Conversations mailed per transaction. */
export const FOLLOW_UP_MAIL_BATCH = 100

interface Claimed {
  id: string
  question_id: string
  body: string
  created_at: string
}

/** Marks the follow-ups of up to `batch` due conversations mailed and returns them, oldest first. */
async function claimDue(tx: Tx, now: Date, batch: number): Promise<Claimed[]> {
  const at = sql`${now.toISOString()}::timestamptz`
  return queryRows<Claimed>(
    tx,
    sql`with due as (
        select f.question_id from follow_ups f
        where f.mailed_at is null and not ${questionIsFrozen(sql`f.question_id`)}
        group by f.question_id
        having min(f.created_at) <= ${at} - make_interval(mins => ${FOLLOW_UP_MAIL_DELAY_MINUTES})
        order by min(f.created_at), f.question_id
        limit ${batch}
      )
      update follow_ups f set mailed_at = ${at}
      from due where f.question_id = due.question_id and f.mailed_at is null
      returning f.id, f.question_id, f.body, f.created_at::text`,
  )
}

async function mailsFor(tx: Tx, claimed: readonly Claimed[], publicUrl: string): Promise<Mail[]> {
  const ids = [...new Set(claimed.map((c) => c.question_id))]
  const [conversations, hidden] = await Promise.all([
    tx
      .select({
        id: questions.id,
        orgId: questions.orgId,
        visitor: questions.firstName,
        topic: questions.topic,
        ambassadorId: ambassadors.id,
        to: ambassadors.email,
        ambassador: ambassadors.firstName,
        locale: ambassadors.locale,
      })
      .from(questions)
      .innerJoin(ambassadors, and(eq(ambassadors.id, questions.ambassadorId), eq(ambassadors.status, 'active')))
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
    if (await isConnected({ kind: 'ambassador', ambassadorId: q.ambassadorId })) continue
    const messages = claimed
      .filter((c) => c.question_id === q.id)
      .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at))
      .map((c) => (hiddenIds.has(c.id) ? null : c.body))
    const locale: Locale = q.locale === 'fr' ? 'fr' : 'en'
    const text = followUpMail({ ambassador: q.ambassador, visitor: q.visitor, topic: q.topic, messages, inboxUrl: portalUrl(publicUrl, locale, '/ambassadors'), locale })
    mails.push({ orgId: q.orgId, kind: 'follow_up_received', to: q.to, ...text })
  }
  return mails
}

/** Mails every conversation due at `now`, a batch per transaction; stops at once when another instance holds the lock. Returns how many mails. */
export async function sendDueFollowUpMails(db: Db, now: Date, publicUrl: string, batch = FOLLOW_UP_MAIL_BATCH): Promise<number> {
  return drainInBatches(db, { job: 'follow-up-mails' }, batch, async (tx) => {
    const claimed = await claimDue(tx, now, batch)
    const mails = claimed.length === 0 ? [] : await mailsFor(tx, claimed, publicUrl)
    await enqueueMails(tx, mails)
    return { claimed: new Set(claimed.map((c) => c.question_id)).size, sent: mails.length }
  })
}
