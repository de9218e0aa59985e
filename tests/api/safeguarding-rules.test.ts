/**
 * Safeguarding rules (issue 18): staff read them, owners change them (audited
 * before → after), the public forms read the BLOCK part, and every place
 * people write applies them — BLOCK refuses with SAFEGUARDING and the spans
 * of the text as sent, FLAG delivers, queues and e-mails staff, OFF ignores.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ambassadors, auditEntries, communities, questions } from '../../server/db/schema'
import { alice, EDITOR_EMAIL, OWNER_EMAIL, questionInput, signInAs, signInAsStaff, visitorToken } from './helpers/fixtures'
import { accept, COMPLETE, invite, latestInvitationToken, profileInput } from './helpers/lifecycle'
import { FIELD_ERRORS, itemsOf, mailsOfKind, rulesInput, SET_RULES, setRules } from './helpers/safeguarding'
import type { FieldErrorWithSpans } from './helpers/safeguarding'
import { errorCode, idempotencyKey, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
let owner = ''
let editor = ''
beforeAll(async () => {
  api = await startTestApi()
  owner = await signInAsStaff(api, OWNER_EMAIL)
  editor = await signInAsStaff(api, EDITOR_EMAIL)
})
afterAll(async () => {
  await api?.close()
})

const ASK_ERRORS = `mutation($input: AskQuestionInput!) { askQuestion(input: $input) { thread { id } ${FIELD_ERRORS} } }`
type Asked = { askQuestion: { thread: { id: string } | null; fieldErrors: FieldErrorWithSpans[] } }
const ask = async (over: Record<string, unknown>) => ok(await api.gql<Asked>(ASK_ERRORS, { input: questionInput({ ambassadorId: alice.id, ...over }) })).askQuestion

const RULES = '{ safeguardingRules { actions { category action } customWords { word action } phoneCountries updatedAt updatedBy } }'
const PUBLIC = '{ organization { safeguarding { actions { category action } customWords { word action } phoneCountries } } }'
type Rules = { actions: { category: string; action: string }[]; customWords: { word: string; action: string }[]; updatedBy: string | null }

describe('the rule set', () => {
  it('starts from the defaults, readable by owners and editors, by no one else', async () => {
    const read = ok(await api.gql<{ safeguardingRules: Rules & { updatedAt: string | null } }>(RULES, {}, { token: editor })).safeguardingRules
    expect(read.actions).toEqual([
      { category: 'ABUSE', action: 'BLOCK' },
      { category: 'EMAIL', action: 'BLOCK' },
      { category: 'PHONE', action: 'BLOCK' },
      { category: 'URL', action: 'FLAG' },
      { category: 'SOCIAL', action: 'BLOCK' },
      { category: 'MESSAGING_APP', action: 'FLAG' },
    ])
    expect(read).toMatchObject({ customWords: [], updatedAt: null, updatedBy: null })
    expect(errorCode(await api.gql(RULES))).toBe('UNAUTHENTICATED')
    expect(errorCode(await api.gql(RULES, {}, { token: await visitorToken(api) }))).toBe('FORBIDDEN')
    expect(errorCode(await api.gql(RULES, {}, { token: await signInAs(api, alice.email) }))).toBe('FORBIDDEN')
  })

  it('is changed by owners only, audited before → after, with the shared checks as field errors', async () => {
    const input = rulesInput(
      { URL: 'OFF' },
      [
        { word: 'pizza party', action: 'BLOCK' },
        { word: 'secret club', action: 'FLAG' },
      ],
      ['pt'],
    )
    expect(errorCode(await api.gql(SET_RULES, { i: input, k: idempotencyKey() }, { token: editor }))).toBe('FORBIDDEN')
    const refused = ok(
      await api.gql<{ setSafeguardingRules: { rules: null; fieldErrors: FieldErrorWithSpans[] } }>(
        SET_RULES,
        {
          i: rulesInput(
            { EMAIL: 'FLAG' },
            [
              { word: '  ', action: 'BLOCK' },
              { word: 'x', action: 'OFF' },
            ],
            ['XX'],
          ),
          k: idempotencyKey(),
        },
        { token: owner },
      ),
    ).setSafeguardingRules
    expect(refused.fieldErrors.map((e) => [e.field, e.code])).toEqual([
      ['customWords.0.word', 'REQUIRED'],
      ['customWords.1.action', 'NOT_ALLOWED'],
      ['phoneCountries.0', 'COUNTRY'],
    ])
    // Saving the defaults as they are: the first stored rule set.
    const defaults = ok(await api.gql<{ setSafeguardingRules: { fieldErrors: FieldErrorWithSpans[] } }>(SET_RULES, { i: rulesInput({}), k: idempotencyKey() }, { token: owner }))
    expect(defaults.setSafeguardingRules.fieldErrors).toEqual([])
    const withCustom = { ...rulesInput({}), actions: [{ category: 'CUSTOM', action: 'BLOCK' }] }
    const custom = ok(await api.gql<{ setSafeguardingRules: { fieldErrors: FieldErrorWithSpans[] } }>(SET_RULES, { i: withCustom, k: idempotencyKey() }, { token: owner }))
    expect(custom.setSafeguardingRules.fieldErrors.map((e) => [e.field, e.code])).toEqual([['actions.CUSTOM', 'NOT_ALLOWED']])

    const saved = ok(await api.gql<{ setSafeguardingRules: { rules: Rules & { phoneCountries: string[] } } }>(SET_RULES, { i: input, k: idempotencyKey() }, { token: owner }))
    expect(saved.setSafeguardingRules.rules).toMatchObject({ customWords: input.customWords, phoneCountries: ['PT'], updatedBy: OWNER_EMAIL })
    expect(saved.setSafeguardingRules.rules.actions).toContainEqual({ category: 'URL', action: 'OFF' })
    const [entry] = await api.db.select().from(auditEntries).where(eq(auditEntries.kind, 'safeguarding.rules')).orderBy(auditEntries.id).limit(1).offset(1)
    expect(entry?.actorEmail).toBe(OWNER_EMAIL)
    expect(JSON.parse(entry?.before ?? '{}')).toMatchObject({ actions: { URL: 'FLAG' }, customWords: [] })
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({ actions: { URL: 'OFF' }, customWords: input.customWords, phoneCountries: ['PT'] })
  })

  it('shows the public forms the actions and the BLOCK words only', async () => {
    const { safeguarding } = ok(await api.gql<{ organization: { safeguarding: Rules & { phoneCountries: string[] } } }>(PUBLIC)).organization
    expect(safeguarding.customWords).toEqual([{ word: 'pizza party', action: 'BLOCK' }])
    expect(safeguarding.phoneCountries).toEqual(['PT'])
    expect(safeguarding.actions).toContainEqual({ category: 'URL', action: 'OFF' })
  })
})

describe('askQuestion', () => {
  it('refuses a BLOCK match with SAFEGUARDING, the spans of the text as sent and the advice in the request language; nothing is created', async () => {
    const before = (await api.db.select().from(questions)).length
    const body = '  Where do students live? Write to me at jean.dupont@gmail.com please'
    const refused = await ask({ body, locale: 'fr' })
    expect(refused.thread).toBeNull()
    expect(refused.fieldErrors).toHaveLength(1)
    const [error] = refused.fieldErrors
    expect(error).toMatchObject({ field: 'body', code: 'SAFEGUARDING', messageKey: 'validation.safeguardingEmail' })
    expect(error?.message).toMatch(/adresse e-mail/i)
    expect(error?.spans).toEqual([{ start: 41, end: 62, category: 'EMAIL' }])
    expect(body.slice(41, 62)).toBe('jean.dupont@gmail.com')
    const both = await ask({ topic: 'Our pizza party', body: 'Call me on 06 12 34 56 78 tonight' })
    expect(both.fieldErrors.map((e) => [e.field, e.code, e.spans.map((s) => s.category)])).toEqual([
      ['topic', 'SAFEGUARDING', ['CUSTOM']],
      ['body', 'SAFEGUARDING', ['PHONE']],
    ])
    expect(both.fieldErrors[1]?.message).toMatch(/phone number/i)
    expect((await api.db.select().from(questions)).length).toBe(before)
  })

  it('FLAG: delivers the question, queues it with the spans into the stored text and e-mails every staff member without quoting it', async () => {
    await setRules(api, owner, { EMAIL: 'FLAG', URL: 'FLAG' })
    const mailsBefore = (await mailsOfKind(api, 'moderation_flagged')).length
    const body = ' Is jean.dupont@gmail.com the right contact? '
    const asked = await ask({ body })
    expect(asked.fieldErrors).toEqual([])
    const items = await itemsOf(api, { questionId: asked.thread?.id ?? '' })
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ kind: 'flag', status: 'open', source: 'question', field: 'body', text: body.trim(), authorEmail: 'ana@example.com', ambassadorId: alice.id })
    const span = items[0]?.spans[0]
    expect(body.trim().slice(span?.start, span?.end)).toBe('jean.dupont@gmail.com')
    const mails = (await mailsOfKind(api, 'moderation_flagged')).slice(mailsBefore)
    expect(mails.map((m) => m.toEmail).sort()).toEqual([EDITOR_EMAIL, OWNER_EMAIL].sort())
    for (const m of mails) expect(`${m.subject} ${m.bodyText}`).not.toContain('jean.dupont')
  })

  it('OFF: the category is ignored', async () => {
    await setRules(api, owner, { EMAIL: 'OFF' })
    const asked = await ask({ body: 'Is jean.dupont@gmail.com the right contact?' })
    expect(asked.fieldErrors).toEqual([])
    expect(await itemsOf(api, { questionId: asked.thread?.id ?? '' })).toEqual([])
    await setRules(api, owner, { EMAIL: 'BLOCK' })
    expect((await ask({ body: 'Is jean.dupont@gmail.com the right contact?' })).fieldErrors[0]?.code).toBe('SAFEGUARDING')
  })
})

describe('every other place people write', () => {
  it('profile texts: a BLOCK in either bio refuses the save; a changed FLAG text is queued once', async () => {
    const token = await signInAs(api, alice.email)
    const PROFILE = `mutation($i: ProfileInput!) { updateProfile(input: $i) { me { bioEn } ${FIELD_ERRORS} } }`
    const base = { headline: 'Engineering student', bioEn: 'I row.', bioFr: 'Je rame.', languages: ['en', 'fr'], interests: [], city: 'Lyon' }
    type Saved = { updateProfile: { me: { bioEn: string } | null; fieldErrors: FieldErrorWithSpans[] } }
    const refused = ok(await api.gql<Saved>(PROFILE, { i: { ...base, bioFr: 'Appelle-moi au 06 12 34 56 78' } }, { token })).updateProfile
    expect(refused.fieldErrors.map((e) => [e.field, e.code, e.spans])).toEqual([['bioFr', 'SAFEGUARDING', [{ start: 15, end: 29, category: 'PHONE' }]]])
    const flaggedBio = 'Ask me anything, see https://rowing.example.org'
    expect(ok(await api.gql<Saved>(PROFILE, { i: { ...base, bioEn: flaggedBio } }, { token })).updateProfile.fieldErrors).toEqual([])
    expect(ok(await api.gql<Saved>(PROFILE, { i: { ...base, bioEn: flaggedBio } }, { token })).updateProfile.fieldErrors).toEqual([])
    const items = (await itemsOf(api, { ambassadorId: alice.id })).filter((i) => i.source === 'profile')
    expect(items.map((i) => [i.field, i.text])).toEqual([['bioEn', flaggedBio]])
  })

  it('community join notes and meeting messages are checked too', async () => {
    const [group] = await api.db.select().from(communities).limit(1)
    const JOIN = `mutation($i: JoinCommunityInput!) { joinCommunity(input: $i) { community { id } ${FIELD_ERRORS} } }`
    const join = (note: string) =>
      api.gql<{ joinCommunity: { fieldErrors: FieldErrorWithSpans[] } }>(JOIN, {
        i: { communityId: group?.id, email: 'joiner@example.com', consent: true, note, idempotencyKey: idempotencyKey() },
      })
    expect(ok(await join('add me, snap: jean_d')).joinCommunity.fieldErrors.map((e) => [e.field, e.code])).toEqual([['note', 'SAFEGUARDING']])
    expect(ok(await join('Looking forward to it!')).joinCommunity.fieldErrors).toEqual([])
    const BOOK = `mutation($i: BookMeetingInput!) { bookMeeting(input: $i) { meeting { id } ${FIELD_ERRORS} } }`
    const booked = ok(
      await api.gql<{ bookMeeting: { fieldErrors: FieldErrorWithSpans[] } }>(BOOK, {
        i: {
          ambassadorId: alice.id,
          startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
          type: 'VIDEO',
          firstName: 'Ana',
          lastName: 'Lopez',
          email: 'ana@example.com',
          phone: '+33 6 12 34 56 78',
          message: 'my mail is ana at gmail dot com',
          consent: true,
          idempotencyKey: idempotencyKey(),
        },
      }),
    ).bookMeeting
    // Refused on the message before the slot is even looked at.
    expect(booked.fieldErrors.map((e) => [e.field, e.code])).toEqual([['message', 'SAFEGUARDING']])
  })

  it('completeProfile (onboarding) refuses a blocked headline and queues a flagged bio', async () => {
    const email = 'newcomer.sg@example.com'
    await invite(api, owner, [email])
    await accept(api, (await latestInvitationToken(api, email)) ?? '')
    const token = await signInAs(api, email)
    type Completed = { completeProfile: { me: { status: string } | null; fieldErrors: FieldErrorWithSpans[] } }
    const refused = ok(await api.gql<Completed>(COMPLETE, { i: profileInput({ headline: 'Snap: zeph_ok' }) }, { token })).completeProfile
    expect(refused.fieldErrors.map((e) => [e.field, e.code])).toEqual([['headline', 'SAFEGUARDING']])
    const done = ok(await api.gql<Completed>(COMPLETE, { i: profileInput({ bioEn: 'More at https://zeph.example.org' }) }, { token })).completeProfile
    expect(done.me?.status).toBe('PENDING')
    const [me] = await api.db.select().from(ambassadors).where(eq(ambassadors.email, email))
    expect((await itemsOf(api, { ambassadorId: me?.id ?? '' })).map((i) => [i.source, i.field])).toEqual([['profile', 'bioEn']])
  })
})
