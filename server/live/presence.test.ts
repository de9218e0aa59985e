import { describe, expect, it } from 'vitest'
import { LiveHub } from './hub'
import { isConnected } from './presence'

describe('isConnected (this instance)', () => {
  it('is true while a stream follows the thread or the inbox, false once it ends', async () => {
    const hub = new LiveHub()
    expect(isConnected(hub, { threadId: 't1' })).toBe(false)
    const thread = hub.subscribe('thread:t1')
    const inbox = hub.subscribe('inbox:a1')
    expect(isConnected(hub, { threadId: 't1' })).toBe(true)
    expect(isConnected(hub, { ambassadorId: 'a1' })).toBe(true)
    expect(isConnected(hub, { ambassadorId: 't1' })).toBe(false)
    await thread.return()
    expect(isConnected(hub, { threadId: 't1' })).toBe(false)
    await inbox.return()
    expect(hub.subscriberCount).toBe(0)
  })
})
