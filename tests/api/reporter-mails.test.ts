/**
 * Reporters are kept informed (issue 32): a report e-mails its reporter an
 * acknowledgement in the report's transaction, and the outcome when staff act
 * (RELEASE, KEEP_CLOSED, or blocking the reported person: blockVisitor for a
 * visitor, INACTIVE for an ambassador), in the reporter's language (the
 * question's for a visitor, the ambassador's own), with nothing of the other
 * party. The visitor's thread shows their report's state (`myReport`).
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ambassadors, notifications, questions } from '../../server/db/schema'
import { alice, ASK, bruno, OWNER_EMAIL, questionInput, signInAs, signInAsStaff, visitorToken } from './helpers/fixtures'
import { SET_STATUS } from './helpers/lifecycle'
import { FIELD_ERRORS, itemsOf, type FieldErrorWithSpans } from './helpers/safeguarding'
import { ok, startTestApi, type TestApi } from './helpers/test-api'

let api: TestApi
let owner = ''
let aliceToken = ''
beforeAll(async () => {
  api = await startTestApi()
  owner = await signInAsStaff(api, OWNER_EMAIL)
  aliceToken = await signInAs(api, alice.email)
})
afterAll(async () => {
  await api?.close()
})

const REPORT_THREAD = `mutation($id: ID!, $t: String!, $r: String!) { reportConversation(threadId: $id, token: $t, reason: $r) { reported ${FIELD_ERRORS} } }`
const REPORT_QUESTION = `mutation($id: ID!, $r: String!) { reportQuestion(questionId: $id, reason: $r) { reported ${FIELD_ERRORS} } }`
const RESOLVE = `mutation($id: ID!, $a: ModerationResolution!) { resolveReport(reportId: $id, action: $a) { item { status resolution } ${FIELD_ERRORS} } }`
const BLOCK = `mutation($e: String!, $r: String!) { blockVisitor(email: $e, reason: $r) { block { id } ${FIELD_ERRORS} } }`
const MY_REPORT = 'query($id: ID!, $t: String) { thread(id: $id, token: $t) { status underReview myReport { status outcome reportedAt resolvedAt } } }'

type Reported = { reported: boolean; fieldErrors: FieldErrorWithSpans[] }
type MyReport = { status: string; underReview: boolean; myReport: { status: string; outcome: string | null; reportedAt: string; resolvedAt: string | null } | null }

const VISITOR_REASON = 'Zorblatt: he keeps asking for my number.'
const AMBASSADOR_REASON = 'Quibbleton: rude messages again and again.'
const SECRET_BODY = 'Wibblewobble body only the visitor wrote.'

async function ask(ambassadorId: string, email: string, locale: 'en' | 'fr', topic: string): Promise<{ id: string; token: string }> {
  const asked = ok(
    await api.gql<{ askQuestion: { thread: { id: string }; threadToken: string } }>(
      ASK,
      { input: questionInput({ ambassadorId, email, locale, topic, firstName: 'Léa', body: SECRET_BODY }) },
      { token: await visitorToken(api) },
    ),
  )
  return { id: asked.askQuestion.thread.id, token: asked.askQuestion.threadToken }
}

const mailsTo = (to: string, kind: string) =>
  api.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.toEmail, to), eq(notifications.kind, kind)))
const reportOf = async (questionId: string) => (await itemsOf(api, { questionId })).find((i) => i.kind === 'report')
const myReport = async (id: string, token: string, auth?: string) => ok(await api.gql<{ thread: MyReport }>(MY_REPORT, { id, t: token }, { token: auth })).thread
const resolve = async (reportId: string, action: string) =>
  ok(
    await api.gql<{ resolveReport: { item: { status: string; resolution: string } | null; fieldErrors: FieldErrorWithSpans[] } }>(
      RESOLVE,
      { id: reportId, a: action },
      { token: owner },
    ),
  ).resolveReport

/** Nothing of the ambassador reaches the visitor: no name, no address. */
const expectNothingOfAmbassador = (text: string, who: { firstName: string; lastName: string; email: string }) => {
  for (const secret of [who.firstName, who.lastName, who.email]) expect(text).not.toContain(secret)
}
/** Nothing of the visitor reaches the ambassador: no name, address, topic or message. */
const expectNothingOfVisitor = (text: string, q: { email: string; topic: string }) => {
  for (const secret of ['Léa', q.email, q.topic, SECRET_BODY]) expect(text).not.toContain(secret)
}

describe('a visitor’s report', () => {
  it('is acknowledged at once in the question’s language, once, and its RELEASE outcome follows; the thread shows each state', async () => {
    const email = 'reporter.release@example.com'
    const q = await ask(alice.id, email, 'en', 'Flatshare Zanzibar')
    expect((await myReport(q.id, q.token)).myReport).toBeNull()

    expect(ok(await api.gql<{ reportConversation: Reported }>(REPORT_THREAD, { id: q.id, t: q.token, r: `  ${VISITOR_REASON}  ` })).reportConversation.reported).toBe(true)
    const [ack, ...more] = await mailsTo(email, 'report_received')
    expect(more).toEqual([])
    expect(ack?.subject).toBe('Horizon University: we have received your report')
    expect(ack?.bodyText).toContain('Thank you for reporting your conversation "Flatshare Zanzibar"')
    expect(ack?.bodyText).toContain(`What you told us:\n${VISITOR_REASON}\n`)
    expect(ack?.bodyText).toContain(`http://portal.test/question?thread=${q.id}&token=tt_`)
    expectNothingOfAmbassador(`${ack?.subject} ${ack?.bodyText}`, alice)
    expect(await mailsTo(email, 'report_outcome')).toEqual([])
    const open = await myReport(q.id, q.token)
    expect(open).toMatchObject({ underReview: true, myReport: { status: 'OPEN', outcome: null, resolvedAt: null } })

    // Reporting again while it is open adds nothing, and mails nothing.
    ok(await api.gql(REPORT_THREAD, { id: q.id, t: q.token, r: 'Again.' }))
    expect(await mailsTo(email, 'report_received')).toHaveLength(1)

    // The ambassador reading the thread is never told who reported it.
    expect((await myReport(q.id, '', aliceToken)).myReport).toBeNull()

    const report = await reportOf(q.id)
    expect((await resolve(report?.id ?? '', 'RELEASE')).item).toEqual({ status: 'RESOLVED', resolution: 'RELEASE' })
    const [outcome] = await mailsTo(email, 'report_outcome')
    expect(outcome?.subject).toBe('Horizon University: the team has acted on your report')
    expect(outcome?.bodyText).toContain('The team found that the conversation can continue: it is open again.')
    expect(outcome?.bodyText).not.toContain(VISITOR_REASON)
    expectNothingOfAmbassador(`${outcome?.subject} ${outcome?.bodyText}`, alice)
    const released = await myReport(q.id, q.token)
    expect(released).toMatchObject({ status: 'OPEN', underReview: false, myReport: { status: 'RESOLVED', outcome: 'RELEASE' } })
    expect(released.myReport?.resolvedAt).not.toBeNull()
  })

  it('in French: a French acknowledgement, then KEEP_CLOSED told in French; the thread shows it closed', async () => {
    const email = 'reporter.closed@example.com'
    const q = await ask(alice.id, email, 'fr', 'Logement Zanzibar')
    ok(await api.gql(REPORT_THREAD, { id: q.id, t: q.token, r: VISITOR_REASON }))
    const [ack] = await mailsTo(email, 'report_received')
    expect(ack?.subject).toBe('Université Horizon : nous avons bien reçu votre signalement')
    expect(ack?.bodyText).toContain("Merci d'avoir signalé votre conversation « Logement Zanzibar »")
    expect(ack?.bodyText).toContain(`http://portal.test/fr/question?thread=${q.id}`)
    expect((await resolve((await reportOf(q.id))?.id ?? '', 'KEEP_CLOSED')).fieldErrors).toEqual([])
    const [outcome] = await mailsTo(email, 'report_outcome')
    expect(outcome?.subject).toBe("Université Horizon : l'équipe a traité votre signalement")
    expect(outcome?.bodyText).toContain("L'équipe a fermé la conversation définitivement : personne ne peut plus y écrire.")
    expect(await myReport(q.id, q.token)).toMatchObject({ status: 'CLOSED', myReport: { status: 'RESOLVED', outcome: 'KEEP_CLOSED' } })
  })

  it('when staff make the reported ambassador inactive: resolved BLOCK, the conversation closed (not handed over), the visitor told', async () => {
    const email = 'reporter.block@example.com'
    const q = await ask(bruno.id, email, 'en', 'Scholarship Zanzibar')
    ok(await api.gql(REPORT_THREAD, { id: q.id, t: q.token, r: VISITOR_REASON }))
    const status = ok(await api.gql<{ setAmbassadorStatus: { fieldErrors: unknown[] } }>(SET_STATUS, { id: bruno.id, s: 'INACTIVE' }, { token: owner })).setAmbassadorStatus
    expect(status.fieldErrors).toEqual([])
    expect(await reportOf(q.id)).toMatchObject({ status: 'resolved', resolution: 'block', resolvedBy: OWNER_EMAIL })
    const [row] = await api.db.select().from(questions).where(eq(questions.id, q.id))
    expect(row).toMatchObject({ status: 'closed', closedBy: 'staff', ambassadorId: bruno.id })
    const [outcome] = await mailsTo(email, 'report_outcome')
    expect(outcome?.bodyText).toContain('The team has removed the ambassador you reported from the programme and closed the conversation.')
    expectNothingOfAmbassador(`${outcome?.subject} ${outcome?.bodyText}`, bruno)
    expect(await myReport(q.id, q.token)).toMatchObject({ status: 'CLOSED', myReport: { status: 'RESOLVED', outcome: 'BLOCK' } })
  })
})

describe('an ambassador’s report', () => {
  it('is acknowledged in the ambassador’s language with nothing of the visitor; blocking the visitor resolves it BLOCK and tells them', async () => {
    const email = 'Blocked.Asker@Example.com'
    const q = await ask(alice.id, email, 'en', 'Nightlife Zanzibar')
    await api.db.update(ambassadors).set({ locale: 'fr' }).where(eq(ambassadors.id, alice.id))
    try {
      ok(await api.gql(REPORT_QUESTION, { id: q.id, r: AMBASSADOR_REASON }, { token: aliceToken }))
      const [ack] = await mailsTo(alice.email, 'report_received')
      expect(ack?.subject).toBe('Université Horizon : nous avons bien reçu votre signalement')
      expect(ack?.bodyText).toContain("Merci d'avoir signalé une conversation de votre boîte de réception.")
      expect(ack?.bodyText).toContain(`Ce que vous nous avez dit :\n${AMBASSADOR_REASON}\n`)
      expect(ack?.bodyText).toContain('Votre boîte de réception : http://portal.test/fr/ambassadors')
      expectNothingOfVisitor(`${ack?.subject} ${ack?.bodyText}`, { email, topic: 'Nightlife Zanzibar' })
      // The visitor did not report: no mail to them, and their thread shows no report of theirs.
      expect(await mailsTo(email, 'report_received')).toEqual([])
      expect(await myReport(q.id, q.token)).toMatchObject({ underReview: true, myReport: null })

      const blocked = ok(await api.gql<{ blockVisitor: { fieldErrors: unknown[] } }>(BLOCK, { e: email, r: 'Abusive.' }, { token: owner })).blockVisitor
      expect(blocked.fieldErrors).toEqual([])
      expect(await reportOf(q.id)).toMatchObject({ status: 'resolved', resolution: 'block', resolvedBy: OWNER_EMAIL })
      const [row] = await api.db.select().from(questions).where(eq(questions.id, q.id))
      expect(row).toMatchObject({ status: 'closed', closedBy: 'staff' })
      const [outcome, ...more] = await mailsTo(alice.email, 'report_outcome')
      expect(more).toEqual([])
      expect(outcome?.bodyText).toContain("L'équipe a bloqué la personne que vous avez signalée : elle ne peut plus poser de questions ni réserver d'appels.")
      expectNothingOfVisitor(`${outcome?.subject} ${outcome?.bodyText}`, { email, topic: 'Nightlife Zanzibar' })
    } finally {
      await api.db.update(ambassadors).set({ locale: 'en' }).where(eq(ambassadors.id, alice.id))
    }
  })

  it('reported by both sides: KEEP_CLOSED tells each reporter once, each in their language', async () => {
    const email = 'both.sides@example.com'
    const q = await ask(alice.id, email, 'fr', 'Sport Zanzibar')
    ok(await api.gql(REPORT_THREAD, { id: q.id, t: q.token, r: VISITOR_REASON }))
    ok(await api.gql(REPORT_QUESTION, { id: q.id, r: AMBASSADOR_REASON }, { token: aliceToken }))
    const before = (await mailsTo(alice.email, 'report_outcome')).length
    const visitorReport = (await itemsOf(api, { questionId: q.id })).find((i) => i.reportedBy === 'visitor')
    expect((await resolve(visitorReport?.id ?? '', 'KEEP_CLOSED')).fieldErrors).toEqual([])
    const toVisitor = await mailsTo(email, 'report_outcome')
    expect(toVisitor.map((m) => m.subject)).toEqual(["Université Horizon : l'équipe a traité votre signalement"])
    const toAmbassador = (await mailsTo(alice.email, 'report_outcome')).slice(before)
    expect(toAmbassador.map((m) => m.subject)).toEqual(['Horizon University: the team has acted on your report'])
    expect(toAmbassador[0]?.bodyText).toContain('The team has closed the conversation for good')
    expectNothingOfVisitor(toAmbassador[0]?.bodyText ?? '', { email, topic: 'Sport Zanzibar' })
  })
})

describe('resolveReport BLOCK', () => {
  it('is refused (INVALID_STATE on `action`): blocking is staff’s own action on the person, and nobody is mailed', async () => {
    const email = 'refused.block@example.com'
    const q = await ask(alice.id, email, 'en', 'Library Zanzibar')
    ok(await api.gql(REPORT_THREAD, { id: q.id, t: q.token, r: VISITOR_REASON }))
    const refused = await resolve((await reportOf(q.id))?.id ?? '', 'BLOCK')
    expect(refused.item).toBeNull()
    expect(refused.fieldErrors.map((e) => [e.field, e.code])).toEqual([['action', 'INVALID_STATE']])
    expect(await reportOf(q.id)).toMatchObject({ status: 'open' })
    expect(await mailsTo(email, 'report_outcome')).toEqual([])
  })
})
