import { describe, expect, it } from 'vitest'
import { LiveHub } from './hub'
import { isFollowed, trackPresence } from './presence'

describe('presence (this process)', () => {
  it('is true while a stream follows the thread or the inbox, false once it ends', async () => {
    const hub = new LiveHub()
    expect(isFollowed({ threadId: 't1' }, [hub])).toBe(false)
    const thread = hub.subscribe('thread:t1')
    const inbox = hub.subscribe('inbox:a1')
    expect(isFollowed({ threadId: 't1' }, [hub])).toBe(true)
    expect(isFollowed({ ambassadorId: 'a1' }, [hub])).toBe(true)
    expect(isFollowed({ ambassadorId: 't1' }, [hub])).toBe(false)
    await thread.return()
    expect(isFollowed({ threadId: 't1' }, [hub])).toBe(false)
    await inbox.return()
    expect(hub.subscriberCount).toBe(0)
  })

  it("counts the running servers' hubs only", () => {
    const hub = new LiveHub()
    void hub.subscribe('thread:t2')
    expect(isFollowed({ threadId: 't2' })).toBe(false)
    const untrack = trackPresence(hub)
    expect(isFollowed({ threadId: 't2' })).toBe(true)
    untrack()
    expect(isFollowed({ threadId: 't2' })).toBe(false)
  })
})
