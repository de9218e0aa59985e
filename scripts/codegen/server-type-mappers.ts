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
  // A full row, or a directory page's row, which carries only what lists show (ambassadors/directory.ts).
  Ambassador: './ambassadors/loaders#MaybeDirectoryRow',
  AmbassadorConnection: './ambassadors/directory-connection#DirectoryConnection',
  CountryFacet: './ambassadors/facets#CodeFacet',
  LanguageFacet: './ambassadors/facets#CodeFacet',
  // The signed-in ambassador's own row (`me`, account payloads).
  AmbassadorAccount: './db/rows#AmbassadorRow',
  Community: './db/rows#CommunityRow',
  Thread: QUESTION,
  InboxQuestion: QUESTION,
  PublishedQuestion: QUESTION,
  PublishedQuestionConnection: './questions/lists#QuestionConnection',
  InboxQuestionConnection: './questions/lists#QuestionConnection',
  PendingPublication: './questions/publication-approval#PendingPublication',
  PendingPublicationConnection: './questions/publication-approval#PendingPublicationPage',
  Answer: './db/rows#AnswerRow',
  // A meeting reached with its manage token carries it (its calendar file links there).
  Meeting: './meetings/manage#MeetingWithLink',
  VisitorBlock: './db/rows#VisitorBlockRow',
  StaffMember: './db/rows#StaffRow',
  ModerationItem: './db/rows#ModerationItemRow',
  ConversationReport: './safeguarding/visitor-report#VisitorReport',
  FieldError: './core/field-errors#FieldError',
  MatchReason: './matching/score#Reason',
  AmbassadorMatch: './matching/rank#AmbassadorMatchView',
  CommunityMatch: './matching/community-match#CommunityScore',
  StaffAmbassador: './lifecycle/staff-list#StaffAmbassadorView',
  ModerationItemConnection: './moderation/queue#ModerationQueuePage',
  ModerationConversation: QUESTION,
  Publication: './publishing/publish-site#PublicationResult',
  PublicationJob: './publishing/publish-site#PublicationJobView',
  Insights: './insights/report#InsightsReport',
  ProfilePreview: './profile-review/preview#PreviewProfile',
  ProfileFieldChange: './profile-review/preview#FieldChange',
  ProfileRevision: './profile-review/review#RevisionView',
  ProfileRevisionConnection: './profile-review/review#RevisionPage',
  MyConversations: './conversation-links/list#ConversationsList',
  ConversationsThread: './conversation-links/list#ListedThread',
  ConversationsMeeting: './conversation-links/list#ListedMeeting',
}
