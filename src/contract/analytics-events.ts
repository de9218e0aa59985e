/**
 * Analytics events the front end may send to `trackEvents`; the API rejects
 * any other name (docs/spec.md §3 "Analytics").
 */
export const ANALYTICS_EVENTS = ['page_view', 'match_started', 'match_completed', 'question_sent', 'meeting_booked', 'community_joined', 'widget_opened'] as const
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number]

/** Most events accepted in one `trackEvents` batch. */
export const ANALYTICS_BATCH_MAX = 50
