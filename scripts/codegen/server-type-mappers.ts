/**
 * What each GraphQL object type's resolvers receive as their parent, where
 * that is not the type's own shape (a database row, mostly):
 * `TypeName: 'path#Export'`, the path relative to server/ (where the
 * generated file is). A type left out is its own shape.
 */
const QUESTION = './db/rows#QuestionRow'

export const RESOLVER_MAPPERS: Readonly<Record<string, string>> = {
  Organization: './core/organization#OrgRecord',
  Term: './core/organization#TermRecord',
  Ambassador: './db/rows#AmbassadorRow',
  Community: './db/rows#CommunityRow',
  Thread: QUESTION,
  InboxQuestion: QUESTION,
  PublishedQuestion: QUESTION,
  Answer: './db/rows#AnswerRow',
  Meeting: './db/rows#MeetingRow',
  VisitorBlock: './db/rows#VisitorBlockRow',
  StaffMember: './db/rows#StaffRow',
  ModerationItem: './db/rows#ModerationItemRow',
  FieldError: './core/field-errors#FieldError',
  MatchReason: './matching/score#Reason',
  AmbassadorMatch: './matching/rank#AmbassadorMatchView',
  CommunityMatch: './matching/community-match#CommunityScore',
  AmbassadorAccount: './db/rows#AmbassadorRow',
  StaffAmbassador: './lifecycle/staff-list#StaffAmbassadorView',
  ModerationItemConnection: './moderation/queue#ModerationQueuePage',
  ModerationConversation: QUESTION,
  Publication: './publishing/publish-site#PublicationResult',
  PublicationJob: './publishing/publish-site#PublicationJobView',
  Insights: './insights/report#InsightsReport',
}
