/** Helpers for the safeguarding API tests (issue 18): rule sets, the queue and its items. */
import { and, eq } from 'drizzle-orm'
import { moderationItems, notifications } from '../../../server/db/schema'
import { idempotencyKey, ok } from './test-api'
import type { TestApi } from './test-api'

export interface FieldErrorWithSpans {
  field: string
  code: string
  message: string
  messageKey: string
  spans: { start: number; end: number; category: string }[]
}

export const FIELD_ERRORS = 'fieldErrors { field code message messageKey spans { start end category } }'

export const SET_RULES = `mutation($i: SafeguardingRulesInput!, $k: String!) { setSafeguardingRules(input: $i, idempotencyKey: $k) {
  rules { actions { category action } customWords { word action } phoneCountries updatedBy } ${FIELD_ERRORS} } }`

export type CategoryActions = Partial<Record<'ABUSE' | 'EMAIL' | 'PHONE' | 'URL' | 'SOCIAL' | 'MESSAGING_APP', 'BLOCK' | 'FLAG' | 'OFF'>>

export const rulesInput = (actions: CategoryActions, customWords: { word: string; action: string }[] = [], phoneCountries: string[] = []) => ({
  actions: Object.entries(actions).map(([category, action]) => ({ category, action })),
  customWords,
  phoneCountries,
})

/** Sets the organization's rules as its owner; fails the test on any field error. */
export async function setRules(api: TestApi, ownerToken: string, actions: CategoryActions, customWords: { word: string; action: string }[] = []): Promise<void> {
  const data = ok(
    await api.gql<{ setSafeguardingRules: { fieldErrors: FieldErrorWithSpans[] } }>(SET_RULES, { i: rulesInput(actions, customWords), k: idempotencyKey() }, { token: ownerToken }),
  )
  if (data.setSafeguardingRules.fieldErrors.length > 0) throw new Error(`rules refused: ${JSON.stringify(data.setSafeguardingRules.fieldErrors)}`)
}

export const itemsOf = (api: TestApi, where: { questionId?: string; answerId?: string; ambassadorId?: string; meetingId?: string }) =>
  api.db
    .select()
    .from(moderationItems)
    .where(
      and(
        ...Object.entries(where).map(([key, value]) =>
          eq(
            { questionId: moderationItems.questionId, answerId: moderationItems.answerId, ambassadorId: moderationItems.ambassadorId, meetingId: moderationItems.meetingId }[
              key as 'questionId'
            ],
            value,
          ),
        ),
      ),
    )

export const mailsOfKind = (api: TestApi, kind: string) => api.db.select().from(notifications).where(eq(notifications.kind, kind))

export const QUEUE_ITEM = `id kind status source field text spans { start end category } matchedWords messageId reason reportedBy createdAt resolvedAt resolvedBy resolution note
  ambassador { id } conversation { questionId status underReview published visitorFirstName visitorEmail visitorBlocked ambassador { id }
  messages { id source topic body hidden } }`

export const QUEUE = `query($s: ModerationStatus, $first: Int, $after: String) { moderationQueue(status: $s, first: $first, after: $after) {
  totalCount endCursor hasNextPage nodes { ${QUEUE_ITEM} } } }`

export interface QueueItem {
  id: string
  kind: string
  status: string
  source: string
  field: string | null
  text: string | null
  spans: { start: number; end: number; category: string }[]
  matchedWords: string[]
  messageId: string | null
  reason: string | null
  reportedBy: string | null
  resolution: string | null
  resolvedBy: string | null
  note: string | null
  ambassador: { id: string } | null
  conversation: {
    questionId: string
    status: string
    underReview: boolean
    published: boolean
    visitorEmail: string
    visitorBlocked: boolean
    ambassador: { id: string }
    messages: { id: string; source: string; topic: string | null; body: string; hidden: boolean }[]
  } | null
}

export async function queue(api: TestApi, staffToken: string, status = 'OPEN'): Promise<QueueItem[]> {
  return ok(await api.gql<{ moderationQueue: { nodes: QueueItem[] } }>(QUEUE, { s: status, first: 50 }, { token: staffToken })).moderationQueue.nodes
}
