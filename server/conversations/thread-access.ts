/** The visitor's side of a conversation: the thread their link opens, or a field error. */
import type { Auth } from '../core/actor'
import type { Deps } from '../core/deps'
import { forbidden } from '../core/errors'
import type { QuestionRow } from '../db/rows'
import { readableThread } from '../questions/access'
import { domainError, FieldErrorsFailure } from '../core/field-errors'

/**
 * The thread, authorized exactly like `thread(id, token)` (another thread's
 * token: FORBIDDEN; an expired one: LINK_EXPIRED), except that without a
 * token only the visitor session that asked may act as the visitor — never
 * the ambassador, who reads the thread but does not write the visitor's
 * part. An unknown id is NOT_FOUND on `threadId`. `auth`: who is calling.
 */
export async function visitorThread(deps: Pick<Deps, 'db' | 'org' | 'locale'>, auth: Auth, threadId: string, token: string): Promise<QuestionRow> {
  const q = await readableThread(deps, auth, threadId, token)
  if (q === null) throw new FieldErrorsFailure([domainError('threadId', 'NOT_FOUND', deps.locale)])
  if (token !== '') return q
  if (auth.kind === 'visitor' && auth.sessionId === q.visitorSessionId) return q
  throw forbidden('Open this conversation from the link in your email.')
}

/** A closed conversation takes no new message (INVALID_STATE on `threadId`). */
export const assertNotClosed = (deps: Pick<Deps, 'locale'>, q: Pick<QuestionRow, 'status'>): void => {
  if (q.status === 'closed') throw new FieldErrorsFailure([domainError('threadId', 'INVALID_STATE', deps.locale)])
}
