/**
 * What deactivating an ambassador does besides the status (status-changes.ts):
 * their open questions go to another available ambassador, chosen as
 * askQuestion routes ("any ambassador", server/questions/ask.ts), and their
 * future calls are cancelled with the usual cancellation e-mails. Runs in the
 * status change's transaction, so either all of it happens or none.
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../db/client'
import { ambassadors, ambassadorSessions, meetings, questions } from '../db/schema'
import type { Deps } from '../core/deps'
import { toVisitorProfile } from '../matching/rank'
import { rankCandidates, type Candidate } from '../matching/score'
import { mailCancelled } from '../meetings/mails'
import { enqueueMail } from '../notifications/outbox'
import { ambassadorLeftReason, questionReceivedMail } from '../notifications/templates'
import { pickFromPool, ROUTING_POOL } from '../questions/ask'
import { conversationMoved } from '../live/conversation-events'
import { publishLive } from '../live/events'
import { endInvitations } from './invitations'

/** The organization whose questions move and meetings are cancelled, and the public URL its e-mails link to. */
export type DepartureDeps = Pick<Deps, 'org' | 'env'>

/**
 * Moves each open question to the best available ambassador for the
 * question's language, the leaver excluded. `candidates` is the match index,
 * read before the transaction opened (it is read outside it). A question
 * nobody can take stays where it is; the staff list shows it as open.
 */
async function rerouteOpenQuestions(deps: DepartureDeps, tx: Tx, leaverId: string, candidates: readonly Candidate[]): Promise<number> {
  const open = await tx
    .select()
    .from(questions)
    .where(and(eq(questions.ambassadorId, leaverId), eq(questions.status, 'open')))
  const others = candidates.filter((c) => c.id !== leaverId)
  const pools = new Map<string, string[]>()
  let moved = 0
  for (const q of open) {
    let pool = pools.get(q.locale)
    if (pool === undefined) {
      pool = rankCandidates(toVisitorProfile({ languages: [q.locale] }), others, ROUTING_POOL).map((s) => s.id)
      pools.set(q.locale, pool)
    }
    if (pool.length === 0) continue
    // The organization's routing, as askQuestion's (fewest open questions, or round robin), within this transaction.
    const next = await pickFromPool(deps, tx, pool)
    await tx.update(questions).set({ ambassadorId: next, routedByMatch: true }).where(eq(questions.id, q.id))
    await publishLive(tx, ...conversationMoved(q, next))
    const [a] = await tx.select({ email: ambassadors.email, firstName: ambassadors.firstName }).from(ambassadors).where(eq(ambassadors.id, next))
    if (a !== undefined) {
      const mail = questionReceivedMail({ ambassador: a.firstName, visitor: q.firstName, topic: q.topic, body: q.body, inboxUrl: `${deps.env.publicUrl}/ambassadors` })
      await enqueueMail(tx, { orgId: deps.org.id, kind: 'question_received', to: a.email, ...mail })
    }
    moved++
  }
  return moved
}

/** Cancels the leaver's calls still to come, each with the visitor's and the ambassador's cancellation e-mails. */
async function cancelFutureMeetings(deps: DepartureDeps, tx: Tx, leaverId: string): Promise<number> {
  const cancelled = await tx
    .update(meetings)
    .set({
      status: 'cancelled',
      cancelledBy: 'ambassador',
      // The reason is the visitor's to read, in the language they booked in.
      cancelReason: sql`case when ${meetings.locale} = 'fr' then ${ambassadorLeftReason('fr')} else ${ambassadorLeftReason('en')} end`,
      sequence: sql`${meetings.sequence} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(meetings.ambassadorId, leaverId), inArray(meetings.status, ['pending', 'confirmed']), gt(meetings.startsAt, sql`now()`)))
    .returning()
  for (const m of cancelled) {
    await mailCancelled(tx, { orgId: deps.org.id, orgName: m.locale === 'fr' ? deps.org.row.nameFr : deps.org.row.nameEn, publicUrl: deps.env.publicUrl }, m)
  }
  return cancelled.length
}

export interface Departure {
  readonly reroutedQuestionCount: number
  readonly cancelledMeetingCount: number
}

/** Everything a deactivation does beyond the status: sessions and links end, questions move, calls are cancelled. */
export async function handOver(deps: DepartureDeps, tx: Tx, leaverId: string, candidates: readonly Candidate[]): Promise<Departure> {
  await tx.delete(ambassadorSessions).where(eq(ambassadorSessions.ambassadorId, leaverId))
  await endInvitations(tx, leaverId)
  return { reroutedQuestionCount: await rerouteOpenQuestions(deps, tx, leaverId, candidates), cancelledMeetingCount: await cancelFutureMeetings(deps, tx, leaverId) }
}
