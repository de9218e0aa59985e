/**
 * The operations `npm run bench:api` measures, as the front end sends them,
 * and who sends them (the organization and, for personalised ones, the kind
 * of session). A staff dashboard query (issue 22: the `insights` query of
 * branch insights-api) joins STAFF_QUERIES once it is on main.
 */
import { DEMO_ORG_SLUG, SCALE_ORG_SLUG } from '../../server/demo/seed-fixtures'

export type BenchCaller = 'visitor' | 'ambassador' | 'staff'

export interface BenchQuery {
  /** Figure label. */
  readonly name: string
  readonly operationName: string
  readonly query: string
  readonly variables: Readonly<Record<string, unknown>>
  readonly org: string
  readonly caller: BenchCaller
}

export const directoryPage: BenchQuery = {
  name: 'ambassadors(first: 20)',
  operationName: 'DirectoryPage',
  query: `query DirectoryPage { ambassadors(first: 20) {
  totalCount nodes { id firstName lastInitial photoUrl headline field { key name } studyLevel country city languages medianAnswerMinutes acceptsMeetings }
  pageInfo { endCursor hasNextPage } } }`,
  variables: {},
  org: SCALE_ORG_SLUG,
  caller: 'visitor',
}

export const matchQuery: BenchQuery = {
  name: 'match',
  operationName: 'Match',
  query: `query Match($input: MatchInput!) { match(input: $input) {
  ambassadors { score reasons { code value } ambassador { id firstName lastInitial headline } } } }`,
  variables: {
    input: {
      fields: ['engineering', 'computer-science'],
      studyLevel: 'MASTER',
      country: 'BR',
      latitude: -23.55,
      longitude: -46.63,
      languages: ['pt', 'en'],
      interests: ['sports', 'research', 'housing'],
      first: 10,
    },
  },
  org: SCALE_ORG_SLUG,
  caller: 'visitor',
}

/** The inbox of a signed-in ambassador (src/features/ambassadors-area/inbox/inbox-operations.ts). */
export const inboxQuery: BenchQuery = {
  name: 'inbox: myQuestions(first: 20), ambassador',
  operationName: 'MyQuestions',
  query: `query MyQuestions($status: QuestionStatus!, $first: Int!, $after: String) {
  myQuestions(status: $status, first: $first, after: $after) { totalCount pageInfo { endCursor hasNextPage }
    nodes { ...InboxQuestionFields } } }
fragment InboxQuestionFields on InboxQuestion { id status firstName topic body locale createdAt waitingMinutes overdue published
  publicationStatus publicationRejectionReason underReview bodyHidden answers { id body hidden createdAt } }`,
  variables: { status: 'OPEN', first: 20 },
  org: DEMO_ORG_SLUG,
  caller: 'ambassador',
}

/** Staff console queries (src/features/staff/…): the dashboard's `insights` goes here once merged. */
export const STAFF_QUERIES: readonly BenchQuery[] = [
  {
    name: 'staff: staffAmbassadors(first: 50)',
    operationName: 'StaffAmbassadors',
    query: `query StaffAmbassadors($status: AmbassadorStatus, $search: String, $first: Int, $after: String) {
  staffAmbassadors(status: $status, search: $search, first: $first, after: $after) {
    nodes { id email firstName lastName status invitedAt invitationExpiresAt submittedAt openQuestionCount erased }
    totalCount endCursor hasNextPage } }`,
    variables: { first: 50 },
    org: DEMO_ORG_SLUG,
    caller: 'staff',
  },
  {
    name: 'staff: moderationQueue(first: 20)',
    operationName: 'StaffModerationQueue',
    query: `query StaffModerationQueue($status: ModerationStatus, $first: Int, $after: String) {
  moderationQueue(status: $status, first: $first, after: $after) { nodes { ...ModerationItemFields } totalCount endCursor hasNextPage } }
fragment ModerationItemFields on ModerationItem { id kind status source field text spans { start end category } matchedWords messageId reason
  reportedBy createdAt resolvedAt resolvedBy resolution note ambassador { id firstName lastName }
  conversation { questionId status underReview published visitorFirstName visitorEmail visitorBlocked ambassador { id firstName lastName }
    messages { id source topic body hidden createdAt } } }`,
    variables: { first: 20 },
    org: DEMO_ORG_SLUG,
    caller: 'staff',
  },
]
