/**
 * The notification outbox: a row per email, written in the same transaction
 * as what it announces, delivered later by the worker. Rows are never deleted
 * on failure; they wait for their next attempt. Once delivered, a row keeps
 * no secret (redact.ts).
 */
import type { Db, Tx } from '../db/client'
import { notifications } from '../db/schema'

export type MailKind =
  | 'sign_in_code'
  | 'staff_invitation'
  | 'question_received'
  | 'question_answered'
  | 'question_confirmation'
  | 'meeting_booked_visitor'
  | 'meeting_booked_ambassador'
  | 'meeting_confirmed'
  | 'meeting_declined'
  | 'meeting_cancelled_visitor'
  | 'meeting_cancelled_ambassador'
  | 'community_join_confirm'
  | 'community_digest'
  | 'ambassador_invitation'
  | 'ambassador_approved'
  | 'question_closed'
  | 'moderation_flagged'
  | 'moderation_reported'
  | 'question_reminder'
  | 'staff_digest'
  | 'follow_up_received'
  | 'report_received'
  | 'report_outcome'
  | 'profile_review_waiting'
  | 'profile_change_rejected'
  | 'conversations_link'
  | 'meeting_rescheduled_visitor'
  | 'meeting_rescheduled_ambassador'
  | 'meeting_reminder'

/**
 * Claim order: higher first, then oldest. A sign-in code or a join confirmation has someone waiting
 * at the form; it must not queue behind a backlog (security review, finding 9).
 */
export const MAIL_PRIORITY: Readonly<Record<MailKind, number>> = {
  sign_in_code: 1,
  staff_invitation: 0,
  question_received: 0,
  question_answered: 0,
  // The visitor has just asked and looks for the link now (issue 33): it must not wait behind a backlog.
  question_confirmation: 1,
  meeting_booked_visitor: 0,
  meeting_booked_ambassador: 0,
  meeting_confirmed: 0,
  meeting_declined: 0,
  meeting_cancelled_visitor: 0,
  meeting_cancelled_ambassador: 0,
  community_join_confirm: 1,
  community_digest: 0,
  ambassador_invitation: 0,
  ambassador_approved: 0,
  question_closed: 0,
  // Safeguarding: staff are told at once, ahead of routine mail.
  moderation_flagged: 1,
  moderation_reported: 1,
  question_reminder: 0,
  staff_digest: 0,
  follow_up_received: 0,
  // The reporter was promised word at once (issue 32); the outcome can wait its turn.
  report_received: 1,
  report_outcome: 0,
  profile_review_waiting: 0,
  profile_change_rejected: 0,
  // The visitor waits at the form for this link, like a sign-in code.
  conversations_link: 1,
  meeting_rescheduled_visitor: 0,
  meeting_rescheduled_ambassador: 0,
  // Its time is fixed: an hour-before reminder that queues behind a backlog says nothing.
  meeting_reminder: 1,
}

export interface Mail {
  readonly orgId: string
  readonly kind: MailKind
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly ics?: string | null
}

const rowOf = (mail: Mail) => ({
  orgId: mail.orgId,
  kind: mail.kind,
  priority: MAIL_PRIORITY[mail.kind],
  toEmail: mail.to,
  subject: mail.subject,
  bodyText: mail.text,
  icsContent: mail.ics ?? null,
})

export async function enqueueMail(db: Db | Tx, mail: Mail): Promise<void> {
  await db.insert(notifications).values(rowOf(mail))
}

/** Many mails in a few multi-row inserts (a 5,000-row CSV import): one statement per 500. */
export async function enqueueMails(db: Db | Tx, mails: readonly Mail[]): Promise<void> {
  for (let start = 0; start < mails.length; start += 500) await db.insert(notifications).values(mails.slice(start, start + 500).map(rowOf))
}
