/**
 * The notification outbox: a row per email, written in the same transaction
 * as what it announces, delivered later by the worker. Rows are never deleted
 * on failure; they wait for their next attempt.
 */
import type { Db, Tx } from '../db/client'
import { notifications } from '../db/schema'

export type MailKind =
  | 'sign_in_code' | 'question_received' | 'question_answered' | 'meeting_booked_visitor' | 'meeting_booked_ambassador'
  | 'meeting_confirmed' | 'meeting_declined' | 'meeting_cancelled_visitor' | 'meeting_cancelled_ambassador' | 'community_join_confirm'

export interface Mail {
  readonly orgId: string
  readonly kind: MailKind
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly ics?: string | null
}

export async function enqueueMail(db: Db | Tx, mail: Mail): Promise<void> {
  await db.insert(notifications).values({
    orgId: mail.orgId, kind: mail.kind, toEmail: mail.to, subject: mail.subject, bodyText: mail.text, icsContent: mail.ics ?? null,
  })
}
