/**
 * A live stream whose holder's rights changed (decision 092) ends without
 * `complete`, so its client reopens it and is authorized afresh. The live
 * hub fails the subscription with this error; the GraphQL edge (error
 * masking, the SSE writer) recognizes it, however graphql-js and yoga wrap
 * it, and sends nothing of it.
 */

/** Its holder's grant changed, or could not be checked. */
export class StreamGrantChanged extends Error {
  constructor(reason: string) {
    super(`live stream ended: ${reason}`)
    this.name = 'StreamGrantChanged'
  }
}

/** Whether an error is (or wraps, as graphql-js and yoga do) a StreamGrantChanged: the transport ends such a stream, telling nothing. */
export function isStreamGrantChanged(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof StreamGrantChanged) return true
    current = 'originalError' in current ? current.originalError : current.cause
  }
  return false
}
