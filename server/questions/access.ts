/** Thread access tokens and the rule of who may read a thread. */
import { and, eq } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { questions } from '../db/schema'
import type { Auth } from '../core/actor'
import type { Deps } from '../core/deps'
import { forbidden } from '../core/errors'
import { checkAccessToken, extendAccessTokens, linkExpired, mintAccessToken, sinceNow } from '../security/access-tokens'
import { isUuid } from '../core/ids'
import type { QuestionRow } from '../db/rows'

/**
 * A new secret link to a thread (each email gets its own). Minting is the
 * thread's activity (asked, answered): every link of the thread, old ones
 * included, now lives until 90 days from now.
 */
export async function mintThreadToken(db: Db | Tx, questionId: string): Promise<string> {
  const token = await mintAccessToken(db, 'thread', questionId, sinceNow())
  await extendAccessTokens(db, 'thread', questionId, sinceNow())
  return token
}

function callerAsked(auth: Auth, question: QuestionRow): boolean {
  return (auth.kind === 'visitor' && question.visitorSessionId === auth.sessionId) || (auth.kind === 'ambassador' && question.ambassadorId === auth.ambassadorId)
}

/**
 * The thread, if the caller may read it: with its live access token, as the
 * visitor session that asked, or as the ambassador it was asked to. Null when
 * the id is unknown; LINK_EXPIRED for anyone else holding an expired link of
 * this thread; FORBIDDEN for anyone else. `auth`: who is calling (the
 * visitor session that asked, or the ambassador it was asked to, reads
 * without a live link).
 */
export async function readableThread(deps: Pick<Deps, 'db' | 'org' | 'locale'>, auth: Auth, id: string, token: string | null): Promise<QuestionRow | null> {
  if (!isUuid(id)) return null
  const [question] = await deps.db
    .select()
    .from(questions)
    .where(and(eq(questions.id, id), eq(questions.orgId, deps.org.id)))
  if (question === undefined) return null
  if (token !== null && token !== '') {
    const opened = await checkAccessToken(deps.db, 'thread', token)
    if (opened?.subjectId !== question.id) throw forbidden('This link does not open this conversation.')
    if (!opened.expired || callerAsked(auth, question)) return question
    throw linkExpired(deps.locale)
  }
  if (callerAsked(auth, question)) return question
  throw forbidden('This conversation belongs to someone else. Open it from the link in your email.')
}
