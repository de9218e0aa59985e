/**
 * Waiting for a live stream to end (issue 32): on the stream's own end, with
 * the bound as a deadline — the test goes on the moment the stream
 * ends, and fails with a clear message if it is still open at the bound.
 */
import type { LiveSubscription } from './live'

/** "A stream closes within 5 s of sign-out, removal, role change or deactivation." */
export const REVOCATION_BOUND_MS = 5_000

export async function endsWithin(stream: LiveSubscription, boundMs: number): Promise<{ withoutComplete: boolean }> {
  let deadline: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    deadline = setTimeout(() => reject(new Error(`the stream was still open ${boundMs} ms after its right ended`)), boundMs)
  })
  try {
    return await Promise.race([stream.ended, late])
  } finally {
    clearTimeout(deadline)
  }
}
