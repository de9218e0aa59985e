/** Rows as services read them and GraphQL resolvers receive them (resolver-types.generated.ts maps types to these). */
import type { ambassadors, answers, communities, followUps, meetings, moderationItems, publicationReviews, questions, staffMembers, visitorBlocks } from './schema'

export type AmbassadorRow = typeof ambassadors.$inferSelect
export type AnswerRow = typeof answers.$inferSelect
export type CommunityRow = typeof communities.$inferSelect
export type FollowUpRow = typeof followUps.$inferSelect
export type MeetingRow = typeof meetings.$inferSelect
export type ModerationItemRow = typeof moderationItems.$inferSelect
export type PublicationReviewRow = typeof publicationReviews.$inferSelect
export type QuestionRow = typeof questions.$inferSelect
export type StaffRow = typeof staffMembers.$inferSelect
export type VisitorBlockRow = typeof visitorBlocks.$inferSelect
