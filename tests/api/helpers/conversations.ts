/** Helpers for the conversation tests (issue 19): ask, follow up, answer, close, rate — through the API. */
import { ASK, questionInput, visitorToken } from './fixtures'
import { FIELD_ERRORS } from './safeguarding'
import type { FieldErrorWithSpans } from './safeguarding'
import { idempotencyKey, ok } from './test-api'
import type { GqlResponse, TestApi } from './test-api'

export const MESSAGES = 'messages { id author body createdAt hidden }'
export const THREAD_FIELDS = `id status lastVisitorMessageAt closedAt closedBy rated answers { body } ${MESSAGES}`

export interface ThreadView {
  id: string
  status: string
  lastVisitorMessageAt: string
  closedAt: string | null
  closedBy: string | null
  rated: boolean
  answers: { body: string }[]
  messages: { id: string; author: string; body: string; createdAt: string; hidden: boolean }[]
}

export interface ThreadPayload {
  thread: ThreadView | null
  fieldErrors: FieldErrorWithSpans[]
}

export const FOLLOW_UP = `mutation($input: SendFollowUpInput!) { sendFollowUp(input: $input) { thread { ${THREAD_FIELDS} } ${FIELD_ERRORS} } }`
export const CLOSE = `mutation($id: ID!, $t: String) { closeConversation(threadId: $id, token: $t) { thread { ${THREAD_FIELDS} } ${FIELD_ERRORS} } }`
export const RATE = `mutation($id: ID!, $t: String!, $r: Int!, $c: String) { rateConversation(threadId: $id, token: $t, rating: $r, comment: $c) { thread { id rated } ${FIELD_ERRORS} } }`
export const THREAD = `query($id: ID!, $t: String) { thread(id: $id, token: $t) { ${THREAD_FIELDS} } }`
const ANSWER = `mutation($input: AnswerQuestionInput!) { answerQuestion(input: $input) { question { id status } ${FIELD_ERRORS} } }`

export interface Asked {
  readonly id: string
  readonly token: string
}

/** Asks `ambassadorId` a question; returns the thread's id and its access token. */
export async function askTo(api: TestApi, ambassadorId: string, over: Record<string, unknown> = {}): Promise<Asked> {
  const asked = ok(
    await api.gql<{ askQuestion: { thread: { id: string } | null; threadToken: string | null; fieldErrors: unknown[] } }>(
      ASK,
      { input: questionInput({ ambassadorId, ...over }) },
      { token: await visitorToken(api) },
    ),
  )
  if (asked.askQuestion.thread === null || asked.askQuestion.threadToken === null) throw new Error(`ask failed: ${JSON.stringify(asked.askQuestion.fieldErrors)}`)
  return { id: asked.askQuestion.thread.id, token: asked.askQuestion.threadToken }
}

export const sendFollowUpRaw = (
  api: TestApi,
  threadId: string,
  token: string,
  body: string,
  key = idempotencyKey(),
  ip?: string,
): Promise<GqlResponse<{ sendFollowUp: ThreadPayload }>> => api.gql<{ sendFollowUp: ThreadPayload }>(FOLLOW_UP, { input: { threadId, token, body, idempotencyKey: key } }, { ip })

export const sendFollowUp = async (api: TestApi, threadId: string, token: string, body: string, key = idempotencyKey()): Promise<ThreadPayload> =>
  ok(await sendFollowUpRaw(api, threadId, token, body, key)).sendFollowUp

/** The ambassador answers; fails the test on any field error. */
export async function answer(api: TestApi, ambassadorToken: string, questionId: string, body: string): Promise<void> {
  const data = ok(
    await api.gql<{ answerQuestion: { fieldErrors: FieldErrorWithSpans[] } }>(
      ANSWER,
      { input: { questionId, body, idempotencyKey: idempotencyKey() } },
      { token: ambassadorToken },
    ),
  )
  if (data.answerQuestion.fieldErrors.length > 0) throw new Error(`answer refused: ${JSON.stringify(data.answerQuestion.fieldErrors)}`)
}

export const readThread = async (api: TestApi, id: string, token: string): Promise<ThreadView> => {
  const thread = ok(await api.gql<{ thread: ThreadView | null }>(THREAD, { id, t: token })).thread
  if (thread === null) throw new Error('thread not found')
  return thread
}
