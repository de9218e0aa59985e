/**
 * `myConversations` (issue 33, decision 145): what a "my conversations" link
 * shows — every thread and meeting of its address in the organization, each
 * with a link of its own (derived-links.ts) and, for threads, whether an
 * answer came after the visitor last looked.
 */
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm'
import type { Deps } from '../core/deps'
import { answers, meetings, questions, visitorThreadViews } from '../db/schema'
import type { MeetingRow, QuestionRow } from '../db/rows'
import { storeMeetingLinks, storeThreadLinks } from './derived-links'
import { openLink } from './lookup'
import type { LinkState } from './lookup'

/** A page lists at most this many of each (newest first): a visitor has a handful. */
export const LISTED_MAX = 50

export interface ListedThread {
  readonly thread: QuestionRow
  readonly token: string
  readonly unread: boolean
  readonly lastActivityAt: Date
}

export interface ListedMeeting {
  readonly meeting: MeetingRow & { readonly manageToken: string }
  readonly manageToken: string
}

export interface ConversationsList {
  readonly status: LinkState
  readonly expiresAt: Date
  readonly threads: readonly ListedThread[]
  readonly meetings: readonly ListedMeeting[]
}

const latest = (...dates: readonly (Date | null)[]): Date | null =>
  dates.reduce<Date | null>((max, d) => (d !== null && (max === null || d.getTime() > max.getTime()) ? d : max), null)

/** The address's threads (newest activity first) and meetings (latest start first), in this organization only. */
export async function addressConversations(deps: Pick<Deps, 'db' | 'org'>, email: string) {
  const lastAnswerAt = sql<Date | null>`(select max(${answers.createdAt}) from ${answers} where ${answers.questionId} = ${questions.id})`.mapWith(questions.createdAt)
  // The thread page's read receipts (decision 144) mark what the visitor was shown, live answers included.
  const lastUnseenAnswerAt =
    sql<Date | null>`(select max(${answers.createdAt}) from ${answers} where ${answers.questionId} = ${questions.id} and ${answers.visitorReadAt} is null)`.mapWith(
      questions.createdAt,
    )
  const threads = await deps.db
    .select({ row: getTableColumns(questions), lastAnswerAt, lastUnseenAnswerAt, seenAt: visitorThreadViews.seenAt })
    .from(questions)
    .leftJoin(visitorThreadViews, eq(visitorThreadViews.questionId, questions.id))
    .where(and(eq(questions.orgId, deps.org.id), eq(questions.email, email)))
    .orderBy(desc(questions.createdAt))
    .limit(LISTED_MAX)
  const booked = await deps.db
    .select()
    .from(meetings)
    .where(and(eq(meetings.orgId, deps.org.id), eq(meetings.email, email)))
    .orderBy(desc(meetings.startsAt))
    .limit(LISTED_MAX)
  return { threads, meetings: booked }
}

/** Null for an unknown link; an expired or ended one lists nothing and says which. */
export async function myConversations(deps: Pick<Deps, 'db' | 'org'>, token: string): Promise<ConversationsList | null> {
  const link = await openLink(deps, token)
  if (link === null) return null
  if (link.state !== 'ACTIVE') return { status: link.state, expiresAt: link.expiresAt, threads: [], meetings: [] }
  const found = await addressConversations(deps, link.email)
  const listToken = token.trim()
  const threadTokens = await storeThreadLinks(
    deps.db,
    listToken,
    found.threads.map((t) => t.row.id),
  )
  const meetingTokens = await storeMeetingLinks(deps.db, listToken, found.meetings)
  const threads = found.threads
    .map(({ row, lastAnswerAt, lastUnseenAnswerAt, seenAt }): ListedThread => {
      const visitorSaw = latest(row.createdAt, row.lastFollowUpAt, seenAt)
      return {
        thread: row,
        token: threadTokens.get(row.id) ?? '',
        unread: lastUnseenAnswerAt !== null && visitorSaw !== null && lastUnseenAnswerAt.getTime() > visitorSaw.getTime(),
        lastActivityAt: latest(row.createdAt, row.lastFollowUpAt, lastAnswerAt) ?? row.createdAt,
      }
    })
    .sort((a, b) => b.lastActivityAt.getTime() - a.lastActivityAt.getTime())
  const listed = found.meetings.map((m): ListedMeeting => {
    const manageToken = meetingTokens.get(m.id) ?? ''
    return { meeting: { ...m, manageToken }, manageToken }
  })
  return { status: 'ACTIVE', expiresAt: link.expiresAt, threads, meetings: listed }
}
