import type { AmbassadorInsightsOrder } from './insights-operations'

/** The per-ambassador table's columns, each sorted on the server by its `orderBy`: NAME A→Z, every figure most first. */
export const AMBASSADOR_COLUMNS = [
  { key: 'name', order: 'NAME' },
  { key: 'questionsReceived', order: 'QUESTIONS_RECEIVED' },
  { key: 'questionsAnswered', order: 'QUESTIONS_ANSWERED' },
  { key: 'medianAnswer', order: 'MEDIAN_ANSWER_MINUTES' },
  { key: 'overdue', order: 'OVERDUE' },
  { key: 'meetingsHeld', order: 'MEETINGS_HELD' },
  { key: 'feedback', order: 'FEEDBACK_AVERAGE' },
  { key: 'lastActive', order: 'LAST_ACTIVE' },
] as const satisfies readonly { key: string; order: AmbassadorInsightsOrder }[]

export type AmbassadorColumn = (typeof AMBASSADOR_COLUMNS)[number]

/** The API's default order (QUESTIONS_RECEIVED when `orderBy` is absent), shown as such. */
export const DEFAULT_AMBASSADOR_ORDER: AmbassadorInsightsOrder = 'QUESTIONS_RECEIVED'

export const AMBASSADOR_ORDERS: readonly AmbassadorInsightsOrder[] = AMBASSADOR_COLUMNS.map((column) => column.order)

/** What `aria-sort` says of a column: the one sorted is ascending (names) or descending (figures); the others say nothing. */
export const ariaSortOf = (column: AmbassadorColumn, order: AmbassadorInsightsOrder): 'ascending' | 'descending' | undefined =>
  column.order !== order ? undefined : order === 'NAME' ? 'ascending' : 'descending'
