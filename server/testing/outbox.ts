/**
 * Test helpers that read the notification outbox straight from the database
 * (never a public API): the latest sign-in code, the latest thread or manage
 * link sent to an address, the latest join confirmation token. Browser tests reach the same data through
 * `GET /__test/outbox?to=…` which exists only when NODE_ENV=test.
 */
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { notifications } from '../db/schema'

export type OutboxRow = typeof notifications.$inferSelect

export async function latestMail(db: Db, to: string, kind?: string): Promise<OutboxRow | null> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(kind === undefined ? eq(notifications.toEmail, to.toLowerCase()) : and(eq(notifications.toEmail, to.toLowerCase()), eq(notifications.kind, kind)))
    .orderBy(desc(notifications.id))
    .limit(1)
  return row ?? null
}

export async function latestSignInCode(db: Db, email: string): Promise<string | null> {
  const mail = await latestMail(db, email, 'sign_in_code')
  return mail === null ? null : (/\b(\d{6})\b/.exec(mail.bodyText)?.[1] ?? null)
}

/** `{ threadId, token }` from the latest mail with a thread link to a visitor: the question's confirmation or an answer's mail (issue 33). */
export async function latestThreadLink(db: Db, email: string): Promise<{ threadId: string; token: string } | null> {
  const [mail] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.toEmail, email.toLowerCase()), inArray(notifications.kind, ['question_confirmation', 'question_answered'])))
    .orderBy(desc(notifications.id))
    .limit(1)
  const match = mail === undefined ? null : /[?&]thread=([^&\s]+)&token=([^&\s]+)/.exec(mail.bodyText)
  return match?.[1] && match[2] ? { threadId: decodeURIComponent(match[1]), token: decodeURIComponent(match[2]) } : null
}

/** The manage token from the latest booking confirmation to a visitor. */
export async function latestManageToken(db: Db, email: string): Promise<string | null> {
  const mail = await latestMail(db, email, 'meeting_booked_visitor')
  const match = mail === null ? null : /[?&]manage=([^&\s]+)/.exec(mail.bodyText)
  return match?.[1] ? decodeURIComponent(match[1]) : null
}

/** The token of the latest community join confirmation link sent to an address. */
export async function latestJoinConfirmToken(db: Db, email: string): Promise<string | null> {
  const mail = await latestMail(db, email, 'community_join_confirm')
  const match = mail === null ? null : /[?&]confirm=([^&\s]+)/.exec(mail.bodyText)
  return match?.[1] ? decodeURIComponent(match[1]) : null
}
