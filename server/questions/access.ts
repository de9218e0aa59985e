/** Thread access tokens and the rule of who may read a thread. */
import { and, eq } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { accessTokens, questions } from '../db/schema'
import type { AppContext } from '../graphql/context'
import { forbidden } from '../graphql/errors'
import { hashSecret, isTokenShaped, isUuid, newToken } from '../security/tokens'

export type QuestionRow = typeof questions.$inferSelect

/** A new secret link to a thread (each email gets its own; all stay valid). */
export async function mintThreadToken(db: Db | Tx, questionId: string): Promise<string> {
  const token = newToken('tt_')
  await db.insert(accessTokens).values({ tokenHash: hashSecret(token), kind: 'thread', subjectId: questionId })
  return token
}

export async function tokenOpens(db: Db, kind: 'thread' | 'meeting', token: string): Promise<string | null> {
  if (!isTokenShaped(token, kind === 'thread' ? 'tt_' : 'mt_')) return null
  const [row] = await db.select({ subjectId: accessTokens.subjectId }).from(accessTokens)
    .where(and(eq(accessTokens.tokenHash, hashSecret(token)), eq(accessTokens.kind, kind)))
  return row?.subjectId ?? null
}

/**
 * The thread, if the caller may read it: with its access token, as the visitor
 * session that asked, or as the ambassador it was asked to. Null when the id is
 * unknown; FORBIDDEN for anyone else.
 */
export async function readableThread(ctx: AppContext, id: string, token: string | null): Promise<QuestionRow | null> {
  if (!isUuid(id)) return null
  const [question] = await ctx.db.select().from(questions).where(and(eq(questions.id, id), eq(questions.orgId, ctx.org.id)))
  if (question === undefined) return null
  if (token !== null && token !== '') {
    if ((await tokenOpens(ctx.db, 'thread', token)) === question.id) return question
    throw forbidden('This link does not open this conversation.')
  }
  const auth = await ctx.auth()
  if (auth.kind === 'visitor' && question.visitorSessionId === auth.sessionId) return question
  if (auth.kind === 'ambassador' && question.ambassadorId === auth.ambassadorId) return question
  throw forbidden('This conversation belongs to someone else. Open it from the link in your email.')
}
