/**
 * The members' weekly digest (decision 147): once a week (from Monday
 * DIGEST_HOUR_UTC), each member who has not turned it off gets the group's
 * answers published since their previous digest (or since they joined), in
 * their language, with the group's page and a leave link. Nothing new: no
 * mail, and the week is still recorded as done.
 *
 * Per organization, one transaction holding its digest lock claims each
 * member's week in `community_digests` (its key refuses a second digest that
 * week) and writes the mail to the outbox: a mail is never sent twice, even
 * with several instances (decision 082's pattern).
 */
import { and, desc, eq, gt, lte, notExists, sql } from 'drizzle-orm'
import { isLocale } from '../../src/contract/locale'
import type { Db, Tx } from '../db/client'
import { communities, communityDigests, communityJoins, organizations, questions } from '../db/schema'
import { pickLocale } from '../core/locale'
import { enqueueMail } from '../notifications/outbox'
import { communityDigestMail, communityLeaveLink, communityPageLink } from '../notifications/community-templates'
import { withJobLock } from '../scheduler/job-lock'
import { belongsToGroup } from './loaders'
import { mintLeaveToken } from './leave'

/** Monday 07:00 UTC, as the staff digest's hour: the morning in Europe, the night before in the Americas. */
const COMMUNITY_DIGEST_HOUR_UTC = 7

/** The most answers one digest lists (the page has the rest). */
const DIGEST_ANSWERS_MAX = 10

/** The digest week `now` belongs to: the date of its Monday (UTC), weeks starting Monday at the digest hour. */
export function digestWeekOf(now: Date): string {
  const shifted = new Date(now.getTime() - COMMUNITY_DIGEST_HOUR_UTC * 3_600_000)
  const sinceMonday = (shifted.getUTCDay() + 6) % 7
  return new Date(shifted.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10)
}

type Member = typeof communityJoins.$inferSelect

/** Claims the member's week and mails the new answers when there are some; returns 1 for a mail written. */
async function digestMember(tx: Tx, member: Member, week: string, now: Date, publicUrl: string): Promise<number> {
  const [previous] = await tx
    .select({ at: communityDigests.claimedAt })
    .from(communityDigests)
    .where(eq(communityDigests.joinId, member.id))
    .orderBy(desc(communityDigests.claimedAt))
    .limit(1)
  const [claimed] = await tx.insert(communityDigests).values({ joinId: member.id, week, claimedAt: now }).onConflictDoNothing().returning({ week: communityDigests.week })
  if (claimed === undefined) return 0
  const since = previous?.at ?? member.createdAt
  const fresh = await tx
    .select({ topic: questions.topic })
    .from(questions)
    .where(and(eq(questions.published, true), gt(questions.publishedAt, since), lte(questions.publishedAt, now), belongsToGroup(sql`${member.communityId}::uuid`)))
    .orderBy(desc(questions.publishedAt))
    .limit(DIGEST_ANSWERS_MAX)
  if (fresh.length === 0) return 0
  const [group] = await tx.select().from(communities).where(eq(communities.id, member.communityId))
  if (group === undefined) return 0
  const locale = isLocale(member.locale) ? member.locale : 'en'
  const name = pickLocale(locale, group.nameEn, group.nameFr)
  const leaveUrl = communityLeaveLink(publicUrl, locale, await mintLeaveToken(tx, group.id, member.email))
  const mail = communityDigestMail({ community: name, answers: fresh, pageUrl: communityPageLink(publicUrl, locale, group.id), leaveUrl, locale })
  await enqueueMail(tx, { orgId: group.orgId, kind: 'community_digest', to: member.email, ...mail })
  await tx
    .update(communityDigests)
    .set({ answers: fresh.length })
    .where(and(eq(communityDigests.joinId, member.id), eq(communityDigests.week, week)))
  return 1
}

/** The organization's members due this week: digest on, no claim for the week yet. */
function dueMembers(tx: Tx, orgId: string, week: string): Promise<Member[]> {
  return tx
    .select({ member: communityJoins })
    .from(communityJoins)
    .innerJoin(communities, eq(communities.id, communityJoins.communityId))
    .where(
      and(
        eq(communities.orgId, orgId),
        eq(communityJoins.digestOptOut, false),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(communityDigests)
            .where(and(eq(communityDigests.joinId, communityJoins.id), eq(communityDigests.week, week))),
        ),
      ),
    )
    .then((rows) => rows.map((r) => r.member))
}

/** Sends this week's digest to every member not yet dealt with. Returns the mails written. */
export async function sendDueCommunityDigests(db: Db, now: Date, publicUrl: string): Promise<number> {
  const week = digestWeekOf(now)
  const orgs = await db.select({ id: organizations.id }).from(organizations)
  let mails = 0
  for (const org of orgs) {
    const done = await withJobLock(db, { job: 'community-digest', scope: org.id }, async (tx) => {
      let written = 0
      for (const member of await dueMembers(tx, org.id, week)) written += await digestMember(tx, member, week, now, publicUrl)
      return written
    })
    mails += done?.value ?? 0
  }
  return mails
}
