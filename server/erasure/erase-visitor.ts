/**
 * eraseVisitor: a visitor's data, found by e-mail, goes in one transaction
 * with its audit entry (decision 074). Published Q&A stay with the question's
 * text and no asker ("A visitor"); every other question goes with its
 * answers. Meetings stay as the ambassador's record, blanked; future ones are
 * cancelled and the ambassador told. Joins, join requests, links and mails
 * to or about the address go.
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import { signInEmailSchema } from '../../src/contract/validation/schemas'
import type { Tx } from '../db/client'
import {
  accessTokens,
  ambassadors,
  communities,
  communityJoinRequests,
  communityJoins,
  communityLeaveTokens,
  conversationLinks,
  idempotencyKeys,
  meetings,
  questions,
  rateLimits,
} from '../db/schema'
import type { StaffActor } from '../core/actor'
import type { Deps } from '../core/deps'
import { assertValid } from '../core/validation'
import { LIMITS } from '../security/rate-limit'
import { hashSecret } from '../security/tokens'
import { recordAudit } from '../audit/record'
import { eraseConversationData, followUpTexts } from './conversation-data'
import { mailMeetingCancelledForAmbassador, type OrgMailEnv } from './mails'
import { eraseVisitorModeration } from './moderation-data'
import { deleteNotificationsAbout } from './person-notifications'

export interface VisitorErasureCounts {
  questionsAnonymised: number
  questionsDeleted: number
  meetingsBlanked: number
  meetingsCancelled: number
  joins: number
  joinRequests: number
  notifications: number
  /** Flagged or reported texts and blocks of the address (issue 18). */
  safeguarding: number
}

const blankMeeting = { firstName: '', lastName: '', email: '', phone: '', message: '', visitorTimeZone: null, visitorSessionId: null, cancelReason: null, updatedAt: sql`now()` }

async function eraseQuestions(tx: Tx, orgId: string, email: string): Promise<Pick<VisitorErasureCounts, 'questionsAnonymised' | 'questionsDeleted'>> {
  const mine = and(eq(questions.orgId, orgId), eq(questions.email, email))
  const anonymised = await tx
    .update(questions)
    .set({ firstName: '', email: '', visitorSessionId: null })
    .where(and(mine, eq(questions.published, true)))
    .returning({ id: questions.id })
  // A published Q&A keeps its question and answers only: the visitor's follow-ups and rating go.
  await eraseConversationData(
    tx,
    anonymised.map((q) => q.id),
  )
  // Answers, follow-ups and ratings go with them (cascade).
  const deleted = await tx.delete(questions).where(mine).returning({ id: questions.id })
  const ids = [...anonymised, ...deleted].map((q) => q.id)
  if (ids.length > 0) {
    await tx.delete(accessTokens).where(and(eq(accessTokens.kind, 'thread'), inArray(accessTokens.subjectId, ids)))
    await tx.delete(idempotencyKeys).where(and(eq(idempotencyKeys.orgId, orgId), inArray(idempotencyKeys.resultId, ids)))
  }
  return { questionsAnonymised: anonymised.length, questionsDeleted: deleted.length }
}

async function eraseMeetings(tx: Tx, env: OrgMailEnv, email: string): Promise<Pick<VisitorErasureCounts, 'meetingsBlanked' | 'meetingsCancelled'>> {
  const mine = and(eq(meetings.orgId, env.orgId), eq(meetings.email, email))
  const cancelled = await tx
    .update(meetings)
    .set({ ...blankMeeting, status: 'cancelled', cancelledBy: 'visitor', sequence: sql`${meetings.sequence} + 1` })
    .where(and(mine, inArray(meetings.status, ['pending', 'confirmed']), gt(meetings.startsAt, sql`now()`)))
    .returning()
  for (const m of cancelled) {
    const [a] = await tx
      .select({ email: ambassadors.email, firstName: ambassadors.firstName, timeZone: ambassadors.timeZone })
      .from(ambassadors)
      .where(eq(ambassadors.id, m.ambassadorId))
    if (a !== undefined && a.firstName !== '') await mailMeetingCancelledForAmbassador(tx, env, m, a)
  }
  const blanked = await tx.update(meetings).set(blankMeeting).where(mine).returning({ id: meetings.id })
  const ids = [...cancelled, ...blanked].map((m) => m.id)
  if (ids.length > 0) {
    await tx.delete(accessTokens).where(and(eq(accessTokens.kind, 'meeting'), inArray(accessTokens.subjectId, ids)))
    await tx.delete(idempotencyKeys).where(and(eq(idempotencyKeys.orgId, env.orgId), inArray(idempotencyKeys.resultId, ids)))
  }
  return { meetingsBlanked: blanked.length, meetingsCancelled: cancelled.length }
}

async function eraseJoins(tx: Tx, orgId: string, email: string): Promise<Pick<VisitorErasureCounts, 'joins' | 'joinRequests'>> {
  const ofOrg = tx.select({ id: communities.id }).from(communities).where(eq(communities.orgId, orgId))
  const joins = await tx
    .delete(communityJoins)
    .where(and(eq(communityJoins.email, email), inArray(communityJoins.communityId, ofOrg)))
    .returning({ id: communityJoins.id })
  const requests = await tx
    .delete(communityJoinRequests)
    .where(and(eq(communityJoinRequests.email, email), inArray(communityJoinRequests.communityId, ofOrg)))
    .returning({ token: communityJoinRequests.tokenHash })
  // Leave links hold the address: an erased address's links then say "unknown link" (decision 147).
  await tx.delete(communityLeaveTokens).where(and(eq(communityLeaveTokens.email, email), inArray(communityLeaveTokens.communityId, ofOrg)))
  if (joins.length > 0)
    await tx.delete(idempotencyKeys).where(
      and(
        eq(idempotencyKeys.orgId, orgId),
        inArray(
          idempotencyKeys.resultId,
          joins.map((j) => j.id),
        ),
      ),
    )
  await tx.delete(rateLimits).where(eq(rateLimits.key, `${LIMITS.joinConfirmationPerEmail.name}:${hashSecret(`join:${orgId}:${email}`)}`))
  return { joins: joins.length, joinRequests: requests.length }
}

/** What mentions the visitor in mails to others: names, phone, message, the questions' text. */
async function mentionsOf(tx: Tx, orgId: string, email: string) {
  const [asked, booked] = await Promise.all([
    tx
      .select({ id: questions.id, firstName: questions.firstName, body: questions.body, ambassadorId: questions.ambassadorId })
      .from(questions)
      .where(and(eq(questions.orgId, orgId), eq(questions.email, email))),
    tx
      .select({ firstName: meetings.firstName, lastName: meetings.lastName, phone: meetings.phone, message: meetings.message, ambassadorId: meetings.ambassadorId })
      .from(meetings)
      .where(and(eq(meetings.orgId, orgId), eq(meetings.email, email))),
  ])
  // Follow-up mails quote what the visitor wrote after the question.
  const replies = await followUpTexts(
    tx,
    asked.map((q) => q.id),
  )
  const ambassadorIds = [...new Set([...asked, ...booked].map((r) => r.ambassadorId))]
  const correspondents = ambassadorIds.length === 0 ? [] : await tx.select({ email: ambassadors.email }).from(ambassadors).where(inArray(ambassadors.id, ambassadorIds))
  return {
    email,
    distinctive: [...asked.map((q) => q.body), ...replies, ...booked.flatMap((m) => [`${m.firstName} ${m.lastName}`, m.phone, m.message])],
    // Mails to ambassadors name a visitor by the first name typed with the question or booking.
    firstNames: [...new Set([...asked, ...booked].map((r) => r.firstName.trim()).filter((n) => n !== ''))],
    correspondents: correspondents.map((c) => c.email),
  }
}

/** Owners only: the resolver checks and passes the actor. */
export async function eraseVisitor(
  deps: Pick<Deps, 'db' | 'org' | 'env' | 'locale'>,
  actor: StaffActor,
  rawEmail: string,
): Promise<{ erased: boolean; counts: VisitorErasureCounts }> {
  const email = rawEmail.trim().toLowerCase()
  assertValid(signInEmailSchema, { email }, deps.locale)
  const env: OrgMailEnv = { orgId: deps.org.id, orgNameEn: deps.org.row.nameEn, orgNameFr: deps.org.row.nameFr, publicUrl: deps.env.publicUrl }
  return deps.db.transaction(async (tx) => {
    const mentions = await mentionsOf(tx, deps.org.id, email)
    let notifications = 0
    for (const firstName of mentions.firstNames.length > 0 ? mentions.firstNames : ['']) {
      notifications += await deleteNotificationsAbout(tx, deps.org.id, { ...mentions, firstName })
    }
    const counts: VisitorErasureCounts = {
      ...(await eraseQuestions(tx, deps.org.id, email)),
      ...(await eraseMeetings(tx, env, email)),
      ...(await eraseJoins(tx, deps.org.id, email)),
      notifications,
      safeguarding: await eraseVisitorModeration(tx, deps.org.id, email),
    }
    // The visitor's "my conversations" links hold the address: they go too (not counted, nothing to report).
    await tx.delete(conversationLinks).where(and(eq(conversationLinks.orgId, deps.org.id), eq(conversationLinks.email, email)))
    // The address is not in the entry: only what was done (decision 074).
    await recordAudit(tx, { orgId: deps.org.id, actorEmail: actor.email, kind: 'visitor.erase', after: counts })
    const erased = Object.values(counts).some((n) => n > 0)
    return { erased, counts }
  })
}
