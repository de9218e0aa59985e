/**
 * The staff's daily digest (issue 18, decision 082): once per organization
 * and UTC day, from DIGEST_HOUR_UTC on, every staff member (owners and
 * editors) gets what waits for them — questions unanswered for more than 48
 * hours, open reports — in the organization's first language. Nothing to
 * report: no mail, and the day is still recorded as done, so a question that
 * turns overdue in the afternoon waits for tomorrow's digest instead of
 * making a second one today.
 *
 * Per organization, one transaction holding that organization's digest lock
 * records the day in `staff_digests` (its key refuses a second digest) and
 * writes the mails to the outbox. A day on which no instance ran at all gets
 * no digest afterwards: the next day's tells the state as it is then.
 */
import { and, eq, notExists, sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { organizations, staffDigests, staffMembers } from '../db/schema'
import { staffDigestMail } from '../notifications/nudge-templates'
import { enqueueMails } from '../notifications/outbox'
import { withJobLock } from '../scheduler/job-lock'
import { digestSections } from './digest-sections'
import { organizationLocale, organizationName, portalUrl } from '../notifications/locale'

/** 07:00 UTC: before the working day in Europe, the evening before in the Americas. */
export const DIGEST_HOUR_UTC = 7

/** The digest day `now` belongs to (UTC), or null before the digest hour. */
export const digestDayOf = (now: Date): string | null => (now.getUTCHours() < DIGEST_HOUR_UTC ? null : now.toISOString().slice(0, 10))

/** Records the day and mails the organization's staff when there is something to report; returns the mails written. */
async function digestOrganization(tx: Tx, orgId: string, day: string, now: Date, publicUrl: string): Promise<number> {
  const [claimed] = await tx.insert(staffDigests).values({ orgId, day }).onConflictDoNothing().returning({ day: staffDigests.day })
  if (claimed === undefined) return 0
  const sections = await digestSections(tx, orgId, now)
  if (sections.length === 0) return 0
  const [org] = await tx.select().from(organizations).where(eq(organizations.id, orgId))
  const staff = await tx.select({ email: staffMembers.email }).from(staffMembers).where(eq(staffMembers.orgId, orgId))
  if (org === undefined || staff.length === 0) return 0
  const locale = organizationLocale(org.locales)
  const mail = staffDigestMail({ org: organizationName(org, locale), day, sections, consoleUrl: portalUrl(publicUrl, locale, '/staff'), locale })
  await enqueueMails(
    tx,
    staff.map((s) => ({ orgId, kind: 'staff_digest' as const, to: s.email, ...mail })),
  )
  await tx
    .update(staffDigests)
    .set({ recipients: staff.length })
    .where(and(eq(staffDigests.orgId, orgId), eq(staffDigests.day, day)))
  return staff.length
}

/** Sends the digest of every organization whose day is due and not yet dealt with. Returns the mails written. */
export async function sendDueDigests(db: Db, now: Date, publicUrl: string): Promise<number> {
  const day = digestDayOf(now)
  if (day === null) return 0
  const due = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(staffDigests)
          .where(and(eq(staffDigests.orgId, organizations.id), eq(staffDigests.day, day))),
      ),
    )
  let mails = 0
  for (const org of due) {
    const done = await withJobLock(db, { job: 'staff-digest', scope: org.id }, (tx) => digestOrganization(tx, org.id, day, now, publicUrl))
    mails += done?.value ?? 0
  }
  return mails
}
