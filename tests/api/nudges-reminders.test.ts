/**
 * Issue 18, nudges: an ambassador gets one reminder at 24 h and one at 48 h
 * for a question left without an answer — never twice, none after an answer
 * or a close, the clock restarted for a new ambassador, a missed tick caught
 * up (decision 082). The scheduler runs on the test's clock.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { questionReminders, questions } from '../../server/db/schema'
import { alice, bruno, signInAs } from './helpers/fixtures'
import { after, ask, backdate, closeOpenQuestions, remindersAbout, schedulerInstance, TestClock } from './helpers/nudges'
import { idempotencyKey, ok, startTestApi } from './helpers/test-api'
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

const close = (id: string) => api.db.update(questions).set({ status: 'closed' }).where(eq(questions.id, id))

describe('reminders to ambassadors', () => {
  it('one at 24 h, one at 48 h, to the ambassador, in the organization language; ticking again sends nothing more', async () => {
    const q = await ask(api, alice.id, 'Reminder timeline', 'Zoé')
    await tick(after(q.createdAt, 23.9))
    expect(await remindersAbout(api, 'Reminder timeline')).toHaveLength(0)
    await tick(after(q.createdAt, 24.1))
    await tick(after(q.createdAt, 24.2))
    const first = await remindersAbout(api, 'Reminder timeline')
    expect(first).toHaveLength(1)
    expect(first[0]).toMatchObject({ toEmail: alice.email, status: 'pending' })
    expect(first[0]?.subject).toBe('Zoé is waiting for your answer')
    expect(first[0]?.bodyText).toContain(`Hi ${alice.firstName},`)
    expect(first[0]?.bodyText).toContain('in your inbox for 24 hours')
    expect(first[0]?.bodyText).toContain('http://portal.test/ambassadors')
    await tick(after(q.createdAt, 47.9))
    expect(await remindersAbout(api, 'Reminder timeline')).toHaveLength(1)
    await tick(after(q.createdAt, 48.1))
    await tick(after(q.createdAt, 72))
    await tick(after(q.createdAt, 120))
    const both = await remindersAbout(api, 'Reminder timeline')
    expect(both.map((m) => m.subject)).toEqual(['Zoé is waiting for your answer', 'Still unanswered after 2 days: Reminder timeline'])
    expect(both[1]?.bodyText).toContain('This is the last reminder about this question.')
    const recorded = await api.db.select().from(questionReminders).where(eq(questionReminders.questionId, q.id))
    expect(recorded.map((r) => `${r.ambassadorId}:${r.kind}`).sort()).toEqual([`${alice.id}:after_24h`, `${alice.id}:after_48h`])
    await close(q.id)
  })

  it('nothing once the question is answered or closed', async () => {
    const answered = await ask(api, alice.id, 'Reminder answered')
    const closed = await ask(api, alice.id, 'Reminder closed')
    const token = await signInAs(api, alice.email)
    const ANSWER = 'mutation($input: AnswerQuestionInput!) { answerQuestion(input: $input) { fieldErrors { code } } }'
    expect(
      ok(
        await api.gql<{ answerQuestion: { fieldErrors: unknown[] } }>(
          ANSWER,
          { input: { questionId: answered.id, body: 'Most live in the residences near campus.', idempotencyKey: idempotencyKey() } },
          { token },
        ),
      ).answerQuestion.fieldErrors,
    ).toEqual([])
    ok(await api.gql('mutation($q: ID!) { closeQuestion(questionId: $q) { fieldErrors { code } } }', { q: closed.id }, { token }))
    await tick(after(answered.createdAt, 30))
    await tick(after(answered.createdAt, 50))
    expect(await remindersAbout(api, 'Reminder answered')).toHaveLength(0)
    expect(await remindersAbout(api, 'Reminder closed')).toHaveLength(0)
  })

  it('a missed tick is caught up: found 50 h old, the question gets its 48 h reminder once, and no late 24 h one', async () => {
    const q = await ask(api, alice.id, 'Reminder catch up')
    await tick(after(q.createdAt, 50))
    await tick(after(q.createdAt, 51))
    const mails = await remindersAbout(api, 'Reminder catch up')
    expect(mails.map((m) => m.subject)).toEqual(['Still unanswered after 2 days: Reminder catch up'])
    await close(q.id)
  })

  it('a question older than the catch-up week gets no reminder (a first deployment floods no one)', async () => {
    const q = await ask(api, alice.id, 'Reminder ancient')
    await tick(after(q.createdAt, 8 * 24))
    expect(await remindersAbout(api, 'Reminder ancient')).toHaveLength(0)
    await close(q.id)
  })

  it('a reassigned question stops reminding its former ambassador and restarts the clock for the new one', async () => {
    const q = await ask(api, alice.id, 'Reminder reassigned')
    await backdate(api, q.id, 30)
    const asked = after(q.createdAt, -30)
    await tick(new Date())
    expect((await remindersAbout(api, 'Reminder reassigned')).map((m) => m.toEmail)).toEqual([alice.email])
    await api.db.update(questions).set({ ambassadorId: bruno.id }).where(eq(questions.id, q.id))
    const [moved] = await api.db.select({ reassignedAt: questions.reassignedAt }).from(questions).where(eq(questions.id, q.id))
    const reassignedAt = moved?.reassignedAt ?? new Date(0)
    expect(reassignedAt.getTime()).toBeGreaterThan(asked.getTime())
    // 48 h after it was asked: Alice would be due her last reminder, but it is no longer hers; Bruno's clock is at 18 h.
    await tick(after(asked, 48.1))
    expect((await remindersAbout(api, 'Reminder reassigned')).map((m) => m.toEmail)).toEqual([alice.email])
    await tick(after(reassignedAt, 24.1))
    expect((await remindersAbout(api, 'Reminder reassigned')).map((m) => m.toEmail)).toEqual([alice.email, bruno.email])
    expect((await remindersAbout(api, 'Reminder reassigned'))[1]?.bodyText).toContain(`Hi ${bruno.firstName},`)
    await close(q.id)
  })

  it('a French organization reminds in French', async () => {
    await api.db.execute(`update organizations set locales = '{fr,en}' where slug = 'demo'`)
    const q = await ask(api, alice.id, 'Rappel en français', 'Léa')
    await tick(after(q.createdAt, 24.5))
    const [mail] = await remindersAbout(api, 'Rappel en français')
    expect(mail?.subject).toBe('Léa attend votre réponse')
    expect(mail?.bodyText).toContain('« Rappel en français »')
    expect(mail?.bodyText).toContain('http://portal.test/fr/ambassadors')
    await api.db.execute(`update organizations set locales = '{en,fr}' where slug = 'demo'`)
    await close(q.id)
  })
})
