/** The analytics events the front end records (docs/spec.md §3 "Analytics"). */
export const ANALYTICS_EVENTS = [
  'page_view',
  'match_started',
  'match_completed',
  'question_sent',
  'meeting_booked',
  'community_joined',
  'widget_opened',
] as const
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number]

/** Batching: send when this many are queued, or after this long, or on page hide. */
export const ANALYTICS_BATCH_SIZE = 10
export const ANALYTICS_FLUSH_DELAY_MS = 5000

type PrivacyNavigator = { doNotTrack?: string | null; globalPrivacyControl?: boolean }

/** Do Not Track (or Global Privacy Control): record nothing at all. */
export function isTrackingDisabled(nav: PrivacyNavigator | undefined = globalThis.navigator as PrivacyNavigator | undefined): boolean {
  const win = globalThis as { doNotTrack?: string | null }
  return nav?.doNotTrack === '1' || nav?.doNotTrack === 'yes' || win.doNotTrack === '1' || nav?.globalPrivacyControl === true
}
