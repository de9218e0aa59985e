/**
 * The real GraphQL API, called from browser tests the way a visitor's or an
 * ambassador's browser would (POST /gql/public with a Bearer token), plus the
 * test-only outbox reader (`GET /__test/outbox`, mounted only when NODE_ENV=test)
 * for the emailed sign-in codes.
 */
import { expect, type APIRequestContext } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import { withAccountLock } from '../support/account-lock'

export interface GraphqlResult<T> {
  readonly data?: T
  readonly errors?: readonly { message: string; extensions?: { code?: string } }[]
}

/**
 * Each call on a connection of its own (`Connection: close`). Playwright's request client keeps idle sockets
 * open for ever (a keep-alive agent without an idle timeout: Node then ignores the server's `Keep-Alive:
 * timeout=65` hint), while the server closes a connection idle for 65 s (+1 s). A call reusing such a socket
 * as the server's idle timer fires is reset (ECONNRESET, "socket hang up") — and the window is not a
 * moment but as long as the server's event loop is busy (PGlite runs in it): the request waits unread in the
 * socket while the loop is held, and when it resumes, timers run before I/O, so the idle timer destroys the
 * socket with the request in it and the kernel answers RST. A new connection per call is never one the server
 * is closing; on loopback it costs a handshake (~0.1 ms).
 */
const ONE_SHOT: Readonly<Record<string, string>> = { Connection: 'close' }

export async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<GraphqlResult<T>> {
  const response = await request.post('/gql/public', {
    data: { query, variables },
    headers: token ? { ...ONE_SHOT, Authorization: `Bearer ${token}` } : ONE_SHOT,
  })
  return (await response.json()) as GraphqlResult<T>
}

/** Like `gql` but the call must succeed. */
export async function gqlData<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const result = await gql<T>(request, query, variables, token)
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined()
  return result.data as T
}

export const idempotencyKey = (): string => randomUUID()

interface OutboxMail {
  readonly id: number
  readonly kind: string
  readonly code: string | null
  readonly subject: string
  readonly text: string
  readonly ics: string | null
  /** A thread link's id and token found in the text (server/http/test-outbox-route.ts). */
  readonly threadId: string | null
  readonly threadToken: string | null
}

export async function latestMail(request: APIRequestContext, to: string, kind: string): Promise<OutboxMail | null> {
  const response = await request.get(`/__test/outbox?to=${encodeURIComponent(to)}&kind=${encodeURIComponent(kind)}`, { headers: ONE_SHOT })
  if (response.status() === 404) return null
  expect(response.ok()).toBe(true)
  return (await response.json()) as OutboxMail
}

/** Waits for a sign-in code email newer than `afterId` and returns its code. */
export async function waitForSignInCode(request: APIRequestContext, email: string, afterId: number): Promise<{ code: string; id: number }> {
  let found: { code: string; id: number } | null = null
  await expect
    .poll(async () => {
      const mail = await latestMail(request, email, 'sign_in_code')
      if (mail && mail.id > afterId && mail.code) found = { code: mail.code, id: mail.id }
      return found !== null
    })
    .toBe(true)
  return found as unknown as { code: string; id: number }
}

export const lastMailId = async (request: APIRequestContext, email: string, kind = 'sign_in_code'): Promise<number> => (await latestMail(request, email, kind))?.id ?? 0

/**
 * A session token from the API, as the sign-in form gets one (requestSignInCode,
 * then signIn with the e-mailed code). A newer code asked meanwhile for the same
 * address voids ours: ask again.
 */
export function tokenFromApi(request: APIRequestContext, email: string, audience: 'AMBASSADOR' | 'STAFF'): Promise<string> {
  return withAccountLock(email, () => signInThroughApi(request, email, audience))
}

async function signInThroughApi(request: APIRequestContext, email: string, audience: 'AMBASSADOR' | 'STAFF'): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const before = await lastMailId(request, email)
    const asked = await gql(
      request,
      'mutation Ask($email: String!, $key: String!, $audience: SignInAudience!) { requestSignInCode(email: $email, locale: en, idempotencyKey: $key, audience: $audience) { sent } }',
      { email, key: idempotencyKey(), audience },
    )
    expect(asked.errors, JSON.stringify(asked.errors)).toBeUndefined()
    const { code } = await waitForSignInCode(request, email, before)
    const result = await gql<{ signIn: { token: string | null } }>(
      request,
      'mutation SignIn($email: String!, $code: String!, $audience: SignInAudience!) { signIn(email: $email, code: $code, audience: $audience) { token } }',
      { email, code, audience },
    )
    const token = result.data?.signIn.token
    if (token) return token
    expect(attempt, `sign-in kept failing: ${JSON.stringify(result)}`).toBeLessThan(3)
  }
}

export async function startVisitorSession(request: APIRequestContext): Promise<string> {
  const data = await gqlData<{ startVisitorSession: { token: string } }>(request, 'mutation { startVisitorSession { token } }')
  return data.startVisitorSession.token
}

/** A visitor asks one ambassador a question; returns the thread and its access token. */
export async function askQuestion(
  request: APIRequestContext,
  input: { ambassadorId: string; firstName: string; email: string; topic: string; body: string; locale?: 'en' | 'fr' },
): Promise<{ threadId: string; threadToken: string; visitorToken: string }> {
  const visitorToken = await startVisitorSession(request)
  const data = await gqlData<{ askQuestion: { thread: { id: string } | null; threadToken: string | null; fieldErrors: unknown[] } }>(
    request,
    `mutation Ask($input: AskQuestionInput!) { askQuestion(input: $input) { thread { id } threadToken fieldErrors { field code } } }`,
    { input: { locale: 'en', ...input, consent: true, idempotencyKey: idempotencyKey() } },
    visitorToken,
  )
  expect(data.askQuestion.fieldErrors).toEqual([])
  return { threadId: data.askQuestion.thread?.id ?? '', threadToken: data.askQuestion.threadToken ?? '', visitorToken }
}

export async function availableSlots(request: APIRequestContext, ambassadorId: string): Promise<{ startsAt: string; endsAt: string }[]> {
  const data = await gqlData<{ availableSlots: { startsAt: string; endsAt: string }[] }>(
    request,
    'query Slots($id: ID!) { availableSlots(ambassadorId: $id) { startsAt endsAt } }',
    { id: ambassadorId },
  )
  return data.availableSlots
}

/** The signed-in ambassador's id, from the API with the browser's token. */
export async function meId(request: APIRequestContext, token: string): Promise<string> {
  const data = await gqlData<{ me: { ambassador: { id: string } } }>(request, 'query { me { ambassador { id } } }', {}, token)
  return data.me.ambassador.id
}

/** A visitor books a slot; returns the meeting id and the visitor's manage token. */
export async function bookMeeting(
  request: APIRequestContext,
  input: { ambassadorId: string; startsAt: string; firstName: string; lastName: string; email: string },
): Promise<{ meetingId: string; manageToken: string; status: string }> {
  const visitorToken = await startVisitorSession(request)
  const data = await gqlData<{ bookMeeting: { meeting: { id: string; status: string } | null; manageToken: string | null; fieldErrors: unknown[] } }>(
    request,
    `mutation Book($input: BookMeetingInput!) { bookMeeting(input: $input) { meeting { id status } manageToken fieldErrors { field code } } }`,
    {
      input: {
        ...input,
        type: 'VIDEO',
        phone: '+33612345678',
        message: 'Looking forward to it.',
        consent: true,
        locale: 'en',
        timeZone: 'Europe/Paris',
        idempotencyKey: idempotencyKey(),
      },
    },
    visitorToken,
  )
  expect(data.bookMeeting.fieldErrors).toEqual([])
  return { meetingId: data.bookMeeting.meeting?.id ?? '', manageToken: data.bookMeeting.manageToken ?? '', status: data.bookMeeting.meeting?.status ?? '' }
}
