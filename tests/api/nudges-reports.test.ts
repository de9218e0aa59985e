/**
 * Issue 18: the nudges and safeguarding reports together. A conversation
 * frozen by a report is staff's: its ambassador gets no reminder, and the
 * staff digest lists it as an open report, not as a question waiting
 * (decisions 081, 082). The scheduler runs on the test's clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIGEST_HOUR_UTC } from '../../server/nudges/digest'
import { alice, ASK, questionInput, visitorToken } from './helpers/fixtures'
import { after, closeOpenQuestions, digests, remindersAbout, schedulerInstance, TestClock } from './helpers/nudges'
import { ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
let tick: (at: Date) => Promise<void>
beforeAll(async () => {
  api = await startTestApi()
  await closeOpenQuestions(api)
  tick = (await schedulerInstance(api, new TestClock())).tick
})
afterAll(async () => {
  await api?.close()
})

const REPORT = 'mutation($id: ID!, $t: String!, $r: String!) { reportConversation(threadId: $id, token: $t, reason: $r) { reported } }'

async function askAlice(topic: string): Promise<{ id: string; token: string }> {
  const email = `${topic.replace(/\W/g, '').toLowerCase()}@example.com`
  const asked = ok(
    await api.gql<{ askQuestion: { thread: { id: string }; threadToken: string } }>(
      ASK,
      { input: questionInput({ ambassadorId: alice.id, topic, email }) },
      { token: await visitorToken(api) },
    ),
  )
  return { id: asked.askQuestion.thread.id, token: asked.askQuestion.threadToken }
}

describe('a reported conversation', () => {
  it('gets no reminder; the digest counts it among open reports and not among questions waiting', async () => {
    const reported = await askAlice('Frozen reminder check')
    const waiting = await askAlice('Plain reminder check')
    const report = ok(await api.gql<{ reportConversation: { reported: boolean } }>(REPORT, { id: reported.id, t: reported.token, r: 'Something feels wrong here.' }))
    expect(report.reportConversation.reported).toBe(true)

    const now = new Date()
    await tick(after(now, 49))
    expect(await remindersAbout(api, 'Frozen reminder check')).toHaveLength(0)
    expect(await remindersAbout(api, 'Plain reminder check')).toHaveLength(1)

    const third = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 3, DIGEST_HOUR_UTC))
    await tick(third)
    const body = (await digests(api)).at(-1)?.bodyText ?? ''
    expect(body).toMatch(/Open reports: 1 \(the oldest for [23] days\)/)
    expect(body).toContain('Questions waiting more than 48 hours: 1')
    expect(body).not.toContain('Something feels wrong here.')
    expect(waiting.id).not.toBe(reported.id)
  })
})
