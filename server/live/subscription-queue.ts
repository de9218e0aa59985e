/**
 * One subscriber's queue: an async iterator that graphql-yoga pulls events
 * from. Registered with the hub when the subscription is made (not at the
 * first pull), so nothing published after `subscribe` returned is missed. A
 * reader that falls far behind loses its backlog and gets one RESYNC instead:
 * it refetches anyway, and a stuck connection cannot grow the server's memory.
 */
import type { LiveMessage } from './events'

/** Events waiting for one slow reader before they collapse into a RESYNC. */
export const MAX_QUEUED_EVENTS = 64

export class SubscriptionQueue implements AsyncIterableIterator<LiveMessage> {
  private queue: LiveMessage[] = []
  private waiting: ((result: IteratorResult<LiveMessage>) => void) | null = null
  private ended = false

  constructor(private readonly onEnd: () => void) {}

  push(message: LiveMessage): void {
    if (this.ended) return
    if (this.waiting !== null) {
      const resolve = this.waiting
      this.waiting = null
      resolve({ value: message, done: false })
      return
    }
    this.queue.push(message)
    if (this.queue.length > MAX_QUEUED_EVENTS) this.queue = [{ topic: 'resync', at: message.at }]
  }

  next(): Promise<IteratorResult<LiveMessage>> {
    const queued = this.queue.shift()
    if (queued !== undefined) return Promise.resolve({ value: queued, done: false })
    if (this.ended) return Promise.resolve({ value: undefined, done: true })
    return new Promise((resolve) => {
      this.waiting = resolve
    })
  }

  return(): Promise<IteratorResult<LiveMessage>> {
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
    this.waiting?.({ value: undefined, done: true })
    this.waiting = null
    this.onEnd()
  }
}
