import { describe, expect, it } from 'vitest'
import type { LiveMessage } from './events'
import { MAX_QUEUED_EVENTS, SubscriptionQueue } from './subscription-queue'

const event = (i: number): LiveMessage => ({ topic: 'thread', orgId: 'o', threadId: `t${i}`, kind: 'ANSWERED', at: new Date(i).toISOString() })

describe('SubscriptionQueue', () => {
  it('hands events over in order, to a waiting reader at once', async () => {
    const queue = new SubscriptionQueue(() => undefined)
    const waiting = queue.next()
    queue.push(event(1))
    queue.push(event(2))
    expect((await waiting).value).toEqual(event(1))
    expect((await queue.next()).value).toEqual(event(2))
  })

  it('collapses the backlog of a reader that fell behind into one RESYNC', async () => {
    const queue = new SubscriptionQueue(() => undefined)
    for (let i = 0; i <= MAX_QUEUED_EVENTS; i++) queue.push(event(i))
    expect((await queue.next()).value).toEqual({ topic: 'resync', at: event(MAX_QUEUED_EVENTS).at })
    queue.push(event(99))
    expect((await queue.next()).value).toEqual(event(99))
  })

  it('ends a waiting reader on return, once, and tells its owner', async () => {
    let ended = 0
    const queue = new SubscriptionQueue(() => ended++)
    const waiting = queue.next()
    await queue.return()
    await queue.return()
    expect(await waiting).toEqual({ value: undefined, done: true })
    queue.push(event(1))
    expect(await queue.next()).toEqual({ value: undefined, done: true })
    expect(ended).toBe(1)
  })
})
