/**
 * This instance's subscribers, by key (one conversation, one inbox, one
 * organization's moderation queue or publication): the bus listener hands
 * every event from the database's channel to the subscribers of its key.
 * Dispatch costs the subscribers of that key, not all of them.
 */
import { liveKey } from './events'
import type { DeliveredEvent, LiveMessage } from './events'
import { SubscriptionQueue } from './subscription-queue'

export class LiveHub {
  private readonly byKey = new Map<string, Set<SubscriptionQueue>>()

  subscribe(key: string): SubscriptionQueue {
    const queue: SubscriptionQueue = new SubscriptionQueue(() => {
      const set = this.byKey.get(key)
      set?.delete(queue)
      if (set?.size === 0) this.byKey.delete(key)
    })
    let set = this.byKey.get(key)
    if (set === undefined) this.byKey.set(key, (set = new Set()))
    set.add(queue)
    return queue
  }

  dispatch(event: DeliveredEvent): void {
    const set = this.byKey.get(liveKey(event))
    if (set !== undefined) for (const queue of set) queue.push(event)
  }

  /** After a gap in delivery (the LISTEN connection dropped): everyone refetches what they show. */
  resync(): void {
    const message: LiveMessage = { topic: 'resync', at: new Date().toISOString() }
    for (const set of this.byKey.values()) for (const queue of set) queue.push(message)
  }

  /** Someone on this instance follows `key` right now (presence, see presence.ts). */
  isFollowed(key: string): boolean {
    return this.byKey.has(key)
  }

  get subscriberCount(): number {
    let count = 0
    for (const set of this.byKey.values()) count += set.size
    return count
  }
}
