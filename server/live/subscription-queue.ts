/**
 * One subscriber's queue: an async iterator that graphql-yoga pulls events
 * from. Registered with the hub when the subscription is made (not at the
 * first pull), so nothing published after `subscribe` returned is missed. A
 * reader that falls far behind loses its backlog and gets one RESYNC instead:
 * it refetches anyway, and a stuck connection cannot grow the server's memory.
 * When its holder's rights end (decision 092) the queue drops its backlog:
 * `refuse` delivers the refusal as its last message, `reopen` fails the
 * stream (the transport ends it without `complete`).
 */
import type { LiveMessage } from './events'

/** Events waiting for one slow reader before they collapse into a RESYNC. */
export const MAX_QUEUED_EVENTS = 64

interface Waiting {
  readonly resolve: (result: IteratorResult<LiveMessage>) => void
  readonly reject: (error: Error) => void
}

export class SubscriptionQueue implements AsyncIterableIterator<LiveMessage> {
  private queue: LiveMessage[] = []
  private waiting: Waiting | null = null
  private ended = false
  /** The refusal is queued: nothing more is, and the queue ends once it is read. */
  private closing = false
  private failure: Error | null = null
  private released = false

  constructor(private readonly onEnd: () => void) {}

  push(message: LiveMessage): void {
    if (this.ended || this.closing) return
    if (this.waiting !== null) {
      const { resolve } = this.waiting
      this.waiting = null
      resolve({ value: message, done: false })
      return
    }
    this.queue.push(message)
    if (this.queue.length > MAX_QUEUED_EVENTS) this.queue = [{ topic: 'resync', at: message.at }]
  }

  /** The holder lost the right to this stream: the refusal is its last message, events still queued are not delivered. */
  refuse(refusal: Error): void {
    if (this.ended || this.closing) return
    this.queue = []
    this.push({ topic: 'refused', at: new Date().toISOString(), refusal })
    this.closing = true
    this.release()
  }

  /** The holder's rights changed: the stream fails now (its client reopens it under the new rights). */
  reopen(reason: Error): void {
    if (this.ended || this.closing) return
    this.failure = reason
    const waiting = this.waiting
    this.end()
    waiting?.reject(reason)
  }

  next(): Promise<IteratorResult<LiveMessage>> {
    const queued = this.queue.shift()
    if (queued !== undefined) return Promise.resolve({ value: queued, done: false })
    if (this.failure !== null) return Promise.reject(this.failure)
    if (this.closing) this.end()
    if (this.ended) return Promise.resolve({ value: undefined, done: true })
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject }
    })
  }

  return(): Promise<IteratorResult<LiveMessage>> {
    this.failure = null
    this.end()
    return Promise.resolve({ value: undefined, done: true })
  }

  throw(error: unknown): Promise<IteratorResult<LiveMessage>> {
    this.end()
    return Promise.reject(error instanceof Error ? error : new Error(String(error)))
  }

  [Symbol.asyncIterator](): this {
    return this
  }

  private end(): void {
    if (this.ended) return
    this.ended = true
    this.queue = []
    const waiting = this.waiting
    this.waiting = null
    if (this.failure === null) waiting?.resolve({ value: undefined, done: true })
    this.release()
  }

  /** Leaves the hub (once): no more events, no more checks. */
  private release(): void {
    if (this.released) return
    this.released = true
    this.onEnd()
  }
}
