/**
 * exportPersonData: everything stored about an address, as ambassador and as
 * visitor, as one JSON document (the right of access, decision 074). Only the
 * person's own data: the answers to their questions are theirs to read, but
 * another person's name, address or phone never appears: mails are listed
 * by kind and date only (an ambassador's quote visitors), invitations
 * without the inviting staff member. Token and code hashes stay out.
 */
import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm'
import { signInEmailSchema, validateForm } from '../../src/contract/validation/schemas'
import type { Db } from '../db/client'
import {
  ambassadorInvitations,
  ambassadorPhotos,
  profileRevisions,
  ambassadors,
  ambassadorSessions,
  answers,
  availabilityWindows,
  communities,
  communityJoinRequests,
  communityJoins,
  communityMembers,
  meetings,
  notifications,
  questions,
  signInCodes,
} from '../db/schema'
import type { StaffActor } from '../core/actor'
import type { Deps } from '../core/deps'
import { badInput } from '../core/errors'
import { toFieldErrors } from '../core/field-errors'
import { accountKey } from '../sessions/sign-in-guard'
import { ambassadorNudgeData } from '../nudges/person-data'
import { exportConversationData } from './conversation-data'
import { exportAmbassadorModeration, exportVisitorModeration } from './moderation-data'
import { recordAudit } from '../audit/record'

async function asAmbassador(db: Db, orgId: string, email: string) {
  const [row] = await db
    .select()
    .from(ambassadors)
    .where(and(eq(ambassadors.orgId, orgId), eq(ambassadors.email, email)))
  if (row === undefined) return null
  const { searchText: _searchText, orgId: _orgId, ...profile } = row
  const [availability, memberOf, photos, invitations, sessions, answered, meetingsHeld] = await Promise.all([
    db
      .select({ weekday: availabilityWindows.weekday, startMinute: availabilityWindows.startMinute, endMinute: availabilityWindows.endMinute })
      .from(availabilityWindows)
      .where(eq(availabilityWindows.ambassadorId, row.id)),
    db
      .select({ slug: communities.slug, nameEn: communities.nameEn })
      .from(communityMembers)
      .innerJoin(communities, eq(communities.id, communityMembers.communityId))
      .where(eq(communityMembers.ambassadorId, row.id)),
    db
      .select({ hash: ambassadorPhotos.hash, size: ambassadorPhotos.size, bytes: ambassadorPhotos.bytes, createdAt: ambassadorPhotos.createdAt })
      .from(ambassadorPhotos)
      .where(eq(ambassadorPhotos.ambassadorId, row.id)),
    db
      .select({
        createdAt: ambassadorInvitations.createdAt,
        expiresAt: ambassadorInvitations.expiresAt,
        acceptedAt: ambassadorInvitations.acceptedAt,
      })
      .from(ambassadorInvitations)
      .where(eq(ambassadorInvitations.ambassadorId, row.id)),
    db.select({ createdAt: ambassadorSessions.createdAt, expiresAt: ambassadorSessions.expiresAt }).from(ambassadorSessions).where(eq(ambassadorSessions.ambassadorId, row.id)),
    // Their own words; the questions they answer are the visitors' (only the id links them).
    db
      .select({ id: answers.id, questionId: answers.questionId, body: answers.body, createdAt: answers.createdAt })
      .from(answers)
      .where(eq(answers.ambassadorId, row.id))
      .orderBy(asc(answers.createdAt)),
    db
      .select({ id: meetings.id, startsAt: meetings.startsAt, endsAt: meetings.endsAt, type: meetings.type, status: meetings.status })
      .from(meetings)
      .where(eq(meetings.ambassadorId, row.id))
      .orderBy(asc(meetings.startsAt)),
  ])
  const moderation = await exportAmbassadorModeration(db, orgId, row.id)
  // Their profile changes sent for review (issue 32), with what staff decided and told them.
  const revisions = await db
    .select({
      status: profileRevisions.status,
      changes: profileRevisions.changes,
      createdAt: profileRevisions.createdAt,
      decidedAt: profileRevisions.decidedAt,
      reason: profileRevisions.reason,
    })
    .from(profileRevisions)
    .where(eq(profileRevisions.ambassadorId, row.id))
    .orderBy(asc(profileRevisions.createdAt))
  return {
    ...profile,
    availability,
    communities: memberOf,
    photos,
    invitations,
    sessions,
    answers: answered,
    meetings: meetingsHeld,
    moderation,
    profileRevisions: revisions,
    ...(await ambassadorNudgeData(db, row.id)),
  }
}

async function asVisitor(db: Db, orgId: string, email: string) {
  const asked = await db
    .select({
      id: questions.id,
      firstName: questions.firstName,
      email: questions.email,
      topic: questions.topic,
      body: questions.body,
      locale: questions.locale,
      status: questions.status,
      published: questions.published,
      createdAt: questions.createdAt,
      answeredAt: questions.answeredAt,
      closedAt: questions.closedAt,
      closedBy: questions.closedBy,
    })
    .from(questions)
    .where(and(eq(questions.orgId, orgId), eq(questions.email, email)))
    .orderBy(asc(questions.createdAt))
  const replies =
    asked.length === 0
      ? []
      : await db
          .select({ questionId: answers.questionId, body: answers.body, createdAt: answers.createdAt })
          .from(answers)
          .where(
            inArray(
              answers.questionId,
              asked.map((q) => q.id),
            ),
          )
          .orderBy(asc(answers.createdAt))
  const conversations = await exportConversationData(
    db,
    asked.map((q) => q.id),
  )
  const { orgId: _o, ambassadorId: _a, visitorSessionId: _v, ...meetingColumns } = getTableColumns(meetings)
  const ofOrg = db.select({ id: communities.id }).from(communities).where(eq(communities.orgId, orgId))
  const [booked, joins, requests, mails] = await Promise.all([
    db
      .select(meetingColumns)
      .from(meetings)
      .where(and(eq(meetings.orgId, orgId), eq(meetings.email, email)))
      .orderBy(asc(meetings.startsAt)),
    db
      .select({ community: communities.slug, marketingOptIn: communityJoins.marketingOptIn, locale: communityJoins.locale, createdAt: communityJoins.createdAt })
      .from(communityJoins)
      .innerJoin(communities, eq(communities.id, communityJoins.communityId))
      .where(and(eq(communityJoins.email, email), inArray(communityJoins.communityId, ofOrg))),
    db
      .select({
        community: communities.slug,
        marketingOptIn: communityJoinRequests.marketingOptIn,
        createdAt: communityJoinRequests.createdAt,
        expiresAt: communityJoinRequests.expiresAt,
        confirmedAt: communityJoinRequests.confirmedAt,
      })
      .from(communityJoinRequests)
      .innerJoin(communities, eq(communities.id, communityJoinRequests.communityId))
      .where(and(eq(communityJoinRequests.email, email), inArray(communityJoinRequests.communityId, ofOrg))),
    db
      .select({
        kind: notifications.kind,
        status: notifications.status,
        createdAt: notifications.createdAt,
        sentAt: notifications.sentAt,
      })
      .from(notifications)
      .where(and(eq(notifications.orgId, orgId), eq(notifications.toEmail, email)))
      .orderBy(asc(notifications.id)),
  ])
  return {
    questions: asked.map((q) => ({
      ...q,
      answers: replies.filter((r) => r.questionId === q.id).map(({ body, createdAt }) => ({ body, createdAt })),
      followUps: conversations.followUpsOf(q.id),
      rating: conversations.ratingOf(q.id),
    })),
    meetings: booked,
    // A confirmed request is the join itself: listed once, as the join.
    communityJoins: [...joins.map((j) => ({ ...j, confirmed: true })), ...requests.filter((r) => r.confirmedAt === null).map((r) => ({ ...r, confirmed: false }))],
    notifications: mails,
    ...(await exportVisitorModeration(db, orgId, email)),
  }
}

/** Owners only: the resolver checks and passes the actor. */
export async function exportPersonData(deps: Pick<Deps, 'db' | 'org' | 'locale' | 'clock'>, actor: StaffActor, rawEmail: string): Promise<{ email: string; json: string }> {
  const email = rawEmail.trim().toLowerCase()
  // No payload type to carry field errors: a malformed address is a bad request.
  const [invalid] = validateForm(signInEmailSchema, { email })
  if (invalid !== undefined) throw badInput(toFieldErrors([invalid], signInEmailSchema, deps.locale)[0]?.message ?? 'Invalid e-mail address.')
  const [ambassador, visitor, codes] = await Promise.all([
    asAmbassador(deps.db, deps.org.id, email),
    asVisitor(deps.db, deps.org.id, email),
    deps.db
      .select({ createdAt: signInCodes.createdAt, expiresAt: signInCodes.expiresAt, consumedAt: signInCodes.consumedAt })
      .from(signInCodes)
      .where(eq(signInCodes.accountKey, accountKey(deps.org.id, email))),
  ])
  const document = { email, exportedAt: deps.clock().toISOString(), ambassador, ...visitor, signInCodes: codes }
  // Recorded without the address (decision 074): who exported, and when.
  await recordAudit(deps.db, { orgId: deps.org.id, actorEmail: actor.email, kind: 'person.export' })
  return { email, json: JSON.stringify(document, null, 2) }
}
