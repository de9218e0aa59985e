import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Auth } from '../core/actor'
import { unauthenticated } from '../core/errors'
import { accessChanged, moderationKey } from './events'
import type { LiveEvent } from './events'
import { LiveHub } from './hub'
import { isStreamGrantChanged } from '../core/stream-grant'
import { grantOf, holderKeysOf } from './stream-rights'
import type { StreamRights } from './stream-rights'

const RECHECK_MS = 60_000
const staff: Extract<Auth, { kind: 'staff' }> = { kind: 'staff', sessionId: 's1', staffId: 'm1', email: 'e@x.test', role: 'editor' }
const delivered = (event: LiveEvent) => ({ ...event, at: new Date().toISOString() })

/** A stream's rights whose answer the test sets, counting the checks. */
function rightsOf(auth: typeof staff = staff) {
  let answer: () => Promise<string> = () => Promise.resolve(grantOf(auth))
  let checks = 0
  const rights: StreamRights = {
    holders: holderKeysOf(auth),
    grant: grantOf(auth),
    recheck: () => {
      checks++
      return answer()
    },
  }
  return { rights, checks: () => checks, answer: (next: () => Promise<string>) => (answer = next) }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe("a live stream's rights", () => {
  it('are checked when an access event names the session or the person, and only then', async () => {
    const hub = new LiveHub({ rightsRecheckMs: RECHECK_MS })
    const watched = rightsOf()
    hub.subscribe(moderationKey('o'), watched.rights)
    hub.dispatch(delivered(accessChanged('o', 'SIGNED_OUT', { sessionId: 'another' })))
    hub.dispatch(delivered(accessChanged('o', 'STAFF_ROLE', { staffId: 'm1' })))
    await vi.advanceTimersByTimeAsync(0)
    expect(watched.checks()).toBe(1)
    hub.dispatch(delivered(accessChanged('o', 'SIGNED_OUT', { sessionId: 's1' })))
    await vi.advanceTimersByTimeAsync(0)
    expect(watched.checks()).toBe(2)
  })

  it('end the stream with the refusal, then done, when the right is gone; queued events are dropped', async () => {
    const hub = new LiveHub({ rightsRecheckMs: RECHECK_MS })
    const watched = rightsOf()
    const queue = hub.subscribe(moderationKey('o'), watched.rights)
    hub.dispatch(delivered({ topic: 'moderation', orgId: 'o', kind: 'NEW_ITEM' }))
    watched.answer(() => Promise.reject(unauthenticated('Your session has ended.')))
    hub.dispatch(delivered(accessChanged('o', 'STAFF_REMOVED', { staffId: 'm1' })))
    await vi.advanceTimersByTimeAsync(0)
    const last = await queue.next()
    expect(last.value).toMatchObject({ topic: 'refused', refusal: { code: 'UNAUTHENTICATED' } })
    expect(await queue.next()).toEqual({ value: undefined, done: true })
    expect(hub.subscriberCount).toBe(0)
  })

  it('fail the stream (for the client to reopen) when the grant changed, or could not be checked', async () => {
    const hub = new LiveHub({ rightsRecheckMs: RECHECK_MS })
    const promoted = rightsOf()
    const waiting = hub.subscribe(moderationKey('o'), promoted.rights).next()
    promoted.answer(() => Promise.resolve(grantOf({ ...staff, role: 'owner' })))
    hub.dispatch(delivered(accessChanged('o', 'STAFF_ROLE', { staffId: 'm1' })))
    await expect(waiting).rejects.toSatisfy(isStreamGrantChanged)
    const unreachable = rightsOf({ ...staff, sessionId: 's2', staffId: 'm2' })
    const queue = hub.subscribe(moderationKey('o'), unreachable.rights)
    unreachable.answer(() => Promise.reject(new Error('connection refused')))
    hub.resync()
    await vi.advanceTimersByTimeAsync(0)
    await expect(queue.next()).rejects.toSatisfy(isStreamGrantChanged)
    expect(hub.subscriberCount).toBe(0)
  })

  it('are checked every period without any event (the backstop), and no more once the stream ended', async () => {
    const hub = new LiveHub({ rightsRecheckMs: RECHECK_MS })
    const watched = rightsOf()
    const queue = hub.subscribe(moderationKey('o'), watched.rights)
    await vi.advanceTimersByTimeAsync(RECHECK_MS - 1)
    expect(watched.checks()).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(watched.checks()).toBe(1)
    await queue.return()
    await vi.advanceTimersByTimeAsync(RECHECK_MS * 3)
    hub.dispatch(delivered(accessChanged('o', 'SIGNED_OUT', { sessionId: 's1' })))
    expect(watched.checks()).toBe(1)
  })

  it('are never checked twice at once: reasons that come during a check make one more after it', async () => {
    const hub = new LiveHub({ rightsRecheckMs: RECHECK_MS })
    const watched = rightsOf()
    let release: () => void = () => undefined
    watched.answer(() => new Promise((resolve) => (release = () => resolve(grantOf(staff)))))
    hub.subscribe(moderationKey('o'), watched.rights)
    for (let i = 0; i < 3; i++) hub.dispatch(delivered(accessChanged('o', 'STAFF_ROLE', { staffId: 'm1' })))
    // Under two keys (session and person), one stream is checked once on resync.
    hub.resync()
    expect(watched.checks()).toBe(1)
    release()
    await vi.advanceTimersByTimeAsync(0)
    expect(watched.checks()).toBe(2)
    release()
    await vi.advanceTimersByTimeAsync(0)
    expect(watched.checks()).toBe(2)
  })
})
