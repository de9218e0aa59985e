/**
 * This instance's subscribers, by key (one conversation, one inbox, one
 * organization's moderation queue or publication): the bus listener hands
 * every event from the database's channel to the subscribers of its key.
 * Dispatch costs the subscribers of that key, not all of them. A stream
 * opened with rights (decision 092) is also watched under its holder's
 * access keys: an access event makes those streams check their rights again.
 */
import { liveKey } from './events'
import type { DeliveredEvent, LiveMessage } from './events'
import { LIVE_RIGHTS_RECHECK_MS, RightsWatch } from './stream-rights'
import type { StreamRights } from './stream-rights'
import { SubscriptionQueue } from './subscription-queue'

export interface LiveHubOptions {
  /** The backstop's period (default LIVE_RIGHTS_RECHECK_MS; tests shorten it). */
  readonly rightsRecheckMs?: number
}

const addTo = <T>(map: Map<string, Set<T>>, key: string, item: T): void => {
  let set = map.get(key)
  if (set === undefined) map.set(key, (set = new Set()))
  set.add(item)
}

const removeFrom = <T>(map: Map<string, Set<T>>, key: string, item: T): void => {
  const set = map.get(key)
  set?.delete(item)
  if (set?.size === 0) map.delete(key)
}

export class LiveHub {
  private readonly byKey = new Map<string, Set<SubscriptionQueue>>()
  private readonly byHolder = new Map<string, Set<RightsWatch>>()
  /** Streams of each key opened by that key's own party (StreamRights.present): what presence asks about. */
  private readonly presentByKey = new Map<string, Set<SubscriptionQueue>>()
  private readonly recheckMs: number

  constructor(options: LiveHubOptions = {}) {
    this.recheckMs = options.rightsRecheckMs ?? LIVE_RIGHTS_RECHECK_MS
  }

  /** A subscriber of `key`; with `rights`, one that ends when they do. */
  subscribe(key: string, rights?: StreamRights): SubscriptionQueue {
    let watch: RightsWatch | null = null
    const queue: SubscriptionQueue = new SubscriptionQueue(() => {
      removeFrom(this.byKey, key, queue)
      removeFrom(this.presentByKey, key, queue)
      if (watch === null || rights === undefined) return
      watch.stop()
      for (const holder of rights.holders) removeFrom(this.byHolder, holder, watch)
    })
    addTo(this.byKey, key, queue)
    if (rights?.present !== false) addTo(this.presentByKey, key, queue)
    if (rights !== undefined) {
      const added = (watch = new RightsWatch(rights, queue, this.recheckMs))
      for (const holder of rights.holders) addTo(this.byHolder, holder, added)
    }
    return queue
  }

  dispatch(event: DeliveredEvent): void {
    if (event.topic === 'access') {
      const watches = this.byHolder.get(liveKey(event))
      if (watches !== undefined) for (const watch of watches) watch.check()
      return
    }
    const set = this.byKey.get(liveKey(event))
    if (set !== undefined) for (const queue of set) queue.push(event)
  }

  /** After a gap in delivery (the LISTEN connection dropped): everyone refetches what they show, and every stream checks its rights. */
  resync(): void {
    const message: LiveMessage = { topic: 'resync', at: new Date().toISOString() }
    for (const set of this.byKey.values()) for (const queue of set) queue.push(message)
    // Access events may have been lost too. A watch is under two keys (session and person): checked once.
    const watches = new Set<RightsWatch>()
    for (const set of this.byHolder.values()) for (const watch of set) watches.add(watch)
    for (const watch of watches) watch.check()
  }

  /** The key's own party follows `key` on this instance right now (presence, see presence.ts). */
  isFollowed(key: string): boolean {
    return this.presentByKey.has(key)
  }

  get subscriberCount(): number {
    let count = 0
    for (const set of this.byKey.values()) count += set.size
    return count
  }
}
