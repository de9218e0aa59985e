/**
 * Issue 19: conversations live — the visitor's follow-up reaches the inbox,
 * either side's close reaches both, and a visitor watching the thread is not
 * e-mailed the answer they saw appear (presence, decision 091).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { isFollowed } from '../../server/live/presence'
import { latestMail } from '../../server/testing/outbox'
import { alice, signInAs } from './helpers/fixtures'
import { answer, askTo, CLOSE, sendFollowUp } from './helpers/conversations'
import { INBOX_UPDATED, nextMatching, openedSubscriptions, THREAD_UPDATED } from './helpers/live'
import type { LiveSubscription } from './helpers/live'
import { ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
let aliceToken = ''
const subscriptions = openedSubscriptions()
beforeAll(async () => {
  api = await startTestApi()
  aliceToken = await signInAs(api, alice.email)
})
afterAll(async () => {
  subscriptions.closeAll()
  await api?.close()
})

const live = (query: string, variables: Record<string, unknown>, token?: string): Promise<LiveSubscription> => subscriptions.open(api.endpoint, query, variables, { token })

type InboxEvent = { inboxUpdated: { kind: string; questionId: string } }
type ThreadEvent = { threadUpdated: { kind: string } }

describe('live conversations', () => {
  it("brings the visitor's follow-up to the ambassador's inbox and to the thread's other tabs", async () => {
    const q = await askTo(api, alice.id, { email: 'follow-live@example.com' })
    await answer(api, aliceToken, q.id, 'The residence is next to campus.')
    const inbox = await live(INBOX_UPDATED, {}, aliceToken)
    const thread = await live(THREAD_UPDATED, { id: q.id, token: q.token })
    await sendFollowUp(api, q.id, q.token, 'Is it expensive?')
    // The answer's own events may still arrive (committed just before subscribing): the follow-up's is the one.
    const followUp = await nextMatching<InboxEvent>(inbox, (d) => d.inboxUpdated.kind !== 'STATUS_CHANGED')
    expect(followUp.inboxUpdated).toEqual({ kind: 'FOLLOW_UP', questionId: q.id, meetingId: null, at: expect.any(String) as string })
    expect((await nextMatching<ThreadEvent>(thread, (d) => d.threadUpdated.kind !== 'ANSWERED')).threadUpdated.kind).toBe('FOLLOW_UP')
  })

  it('tells both sides when the visitor closes, and when the ambassador does', async () => {
    for (const closer of ['visitor', 'ambassador'] as const) {
      const q = await askTo(api, alice.id, { email: `close-${closer}@example.com` })
      const inbox = await live(INBOX_UPDATED, {}, aliceToken)
      const thread = await live(THREAD_UPDATED, { id: q.id, token: q.token })
      const closing = closer === 'visitor' ? api.gql(CLOSE, { id: q.id, t: q.token }) : api.gql(CLOSE, { id: q.id, t: null }, { token: aliceToken })
      ok(await closing)
      expect((await thread.next<ThreadEvent>()).data?.threadUpdated.kind).toBe('STATUS_CHANGED')
      await nextMatching<InboxEvent>(inbox, (d) => d.inboxUpdated.kind === 'STATUS_CHANGED' && d.inboxUpdated.questionId === q.id)
    }
  })

  it('does not e-mail the answer to a visitor watching the thread; does once they are gone', async () => {
    const q = await askTo(api, alice.id, { email: 'watching@example.com' })
    const thread = await live(THREAD_UPDATED, { id: q.id, token: q.token })
    await answer(api, aliceToken, q.id, 'Yes, every 20 minutes.')
    expect((await thread.next<ThreadEvent>()).data?.threadUpdated.kind).toBe('ANSWERED')
    expect(await latestMail(api.db, 'watching@example.com', 'question_answered')).toBeNull()

    thread.close()
    // The server notices the closed connection: the thread has no follower left.
    await vi.waitFor(() => expect(isFollowed({ threadId: q.id }, [api.server.services.live])).toBe(false))
    await sendFollowUp(api, q.id, q.token, 'And at night?')
    await answer(api, aliceToken, q.id, 'Until midnight.')
    expect((await latestMail(api.db, 'watching@example.com', 'question_answered'))?.bodyText).toContain('Until midnight.')
  })

  it('e-mails the answer when only the ambassador follows the thread: only the visitor’s own reading counts (issue 32)', async () => {
    const q = await askTo(api, alice.id, { email: 'not.watching@example.com' })
    const hub = api.server.services.live
    const before = hub.subscriberCount
    // The security review's probe: the ambassador's session following the thread with its link.
    const ambassadorOnThread = await live(THREAD_UPDATED, { id: q.id, token: q.token }, aliceToken)
    await vi.waitFor(() => expect(hub.subscriberCount).toBe(before + 1))
    expect(isFollowed({ threadId: q.id }, [hub])).toBe(false)
    await answer(api, aliceToken, q.id, 'The library opens at eight.')
    expect((await ambassadorOnThread.next<ThreadEvent>()).data?.threadUpdated.kind).toBe('ANSWERED')
    expect((await latestMail(api.db, 'not.watching@example.com', 'question_answered'))?.bodyText).toContain('The library opens at eight.')
  })
})
