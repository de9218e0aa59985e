/**
 * Outbox rows to or about a person, deleted when the person is erased (sent
 * ones are only a record; pending ones would carry the person's data to
 * someone else). "About" means: any row quoting one of the person's
 * distinctive values (address, full name, phone, message, question text), and
 * rows to the people they dealt with that name them by first name as a whole
 * word — mails only ever name people by first name, and restricting that
 * match to their correspondents keeps another person of the same first name
 * out of it.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm'
import type { Tx } from '../db/client'
import { notifications } from '../db/schema'

export interface PersonMentions {
  readonly email: string
  /** Values that name no one else (full name, phone, a question's text…); blanks are ignored. */
  readonly distinctive: readonly string[]
  /** A first name, matched as a whole word only in mails to `correspondents`. */
  readonly firstName: string
  readonly correspondents: readonly string[]
}

/** Shorter values are too likely to occur by chance (a 3-letter message, a 2-digit phone). */
const MIN_DISTINCTIVE_CHARS = 6

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const mentions = (column: typeof notifications.subject | typeof notifications.bodyText | typeof notifications.icsContent, value: string) =>
  sql`strpos(coalesce(${column}, ''), ${value}) > 0`

const mentionsAnywhere = (value: string) => or(mentions(notifications.subject, value), mentions(notifications.bodyText, value), mentions(notifications.icsContent, value))

/** Deletes the organization's outbox rows to or about the person; returns how many. */
export async function deleteNotificationsAbout(tx: Tx, orgId: string, person: PersonMentions): Promise<number> {
  const values = [person.email, ...person.distinctive.map((v) => v.trim()).filter((v) => v.length >= MIN_DISTINCTIVE_CHARS)]
  const direct = await tx
    .delete(notifications)
    .where(and(eq(notifications.orgId, orgId), or(eq(notifications.toEmail, person.email), ...values.map(mentionsAnywhere))))
    .returning({ id: notifications.id })
  const firstName = person.firstName.trim()
  if (firstName === '' || person.correspondents.length === 0) return direct.length
  const candidates = await tx
    .select({ id: notifications.id, subject: notifications.subject, bodyText: notifications.bodyText, icsContent: notifications.icsContent })
    .from(notifications)
    .where(and(eq(notifications.orgId, orgId), inArray(notifications.toEmail, [...person.correspondents]), mentionsAnywhere(firstName)))
  const word = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(firstName)}(?![\\p{L}\\p{N}])`, 'u')
  const ids = candidates.filter((m) => word.test(m.subject) || word.test(m.bodyText) || word.test(m.icsContent ?? '')).map((m) => m.id)
  if (ids.length > 0) await tx.delete(notifications).where(inArray(notifications.id, ids))
  return direct.length + ids.length
}
