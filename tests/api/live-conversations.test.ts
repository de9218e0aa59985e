/**
 * Issue 19: conversations live — the visitor's follow-up reaches the inbox,
 * either side's close reaches both; a stream open on the thread is not
 * reading it: only the page's read receipt keeps the answer out of the
 * visitor's mail (decision 144, replacing presence for visitors).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { VISITOR_MAIL_GRACE_SECONDS } from '../../src/contract/limits'
import { sendDueVisitorMails } from '../../server/conversations/visitor-mails'
import { isFollowed } from '../../server/live/presence'
import { latestMail } from '../../server/testing/outbox'
import { alice, signInAs } from './helpers/fixtures'
import { answer, askTo, CLOSE, readThread, sendFollowUp } from './helpers/conversations'
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

/** A time the job sees answers written now past their grace (plus `minutes`, to pass a conversation's 10-minute window). */
const afterGrace = (minutes = 0): Date => new Date(Date.now() + (VISITOR_MAIL_GRACE_SECONDS + 1) * 1000 + minutes * 60_000)

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

  it('e-mails the answer to a visitor whose stream is open but whose page did not report reading it; not once it did', async () => {
    const q = await askTo(api, alice.id, { email: 'watching@example.com' })
    const thread = await live(THREAD_UPDATED, { id: q.id, token: q.token })
    await answer(api, aliceToken, q.id, 'Yes, every 20 minutes.')
    expect((await thread.next<ThreadEvent>()).data?.threadUpdated.kind).toBe('ANSWERED')
    await vi.waitFor(() => expect(isFollowed({ threadId: q.id }, [api.server.services.live])).toBe(true))
    await sendDueVisitorMails(api.db, afterGrace(), api.env.publicUrl)
    expect((await latestMail(api.db, 'watching@example.com', 'question_answered'))?.bodyText).toContain('Yes, every 20 minutes.')

    await answer(api, aliceToken, q.id, 'Until midnight.')
    expect((await thread.next<ThreadEvent>()).data?.threadUpdated.kind).toBe('ANSWERED')
    const upTo = (await readThread(api, q.id, q.token)).messages.at(-1)?.id
    ok(await api.gql('mutation($id: ID!, $t: String, $u: ID!) { markThreadRead(threadId: $id, token: $t, upTo: $u) { marked } }', { id: q.id, t: q.token, u: upTo }))
    await sendDueVisitorMails(api.db, afterGrace(60), api.env.publicUrl)
    expect((await latestMail(api.db, 'watching@example.com', 'question_answered'))?.bodyText).not.toContain('Until midnight.')
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
    await sendDueVisitorMails(api.db, afterGrace(), api.env.publicUrl)
    expect((await latestMail(api.db, 'not.watching@example.com', 'question_answered'))?.bodyText).toContain('The library opens at eight.')
  })
})
