/**
 * The "question sent" moment survives the client navigation to the thread
 * view (`/question?thread=…`), and only that one: it is shown once, for that
 * thread, and a reload of the thread link shows the plain thread.
 */
export interface SentNote {
  readonly threadId: string
  readonly email: string
}

let pending: SentNote | null = null

export function rememberSent(note: SentNote): void {
  pending = note
}

/** The note for this thread, or null. */
export function peekSent(threadId: string): SentNote | null {
  return pending?.threadId === threadId ? pending : null
}

/** Called once the confirmation is on screen: the next visit to the thread shows no confirmation. */
export function clearSent(threadId: string): void {
  if (pending?.threadId === threadId) pending = null
}
