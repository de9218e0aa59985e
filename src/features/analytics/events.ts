/* The event names live in src/contract/analytics-events.ts: the API accepts the same list. */

/** Batching: send when this many are queued, or after this long, or on page hide. */
export const ANALYTICS_BATCH_SIZE = 10
export const ANALYTICS_FLUSH_DELAY_MS = 5000

type PrivacyNavigator = { doNotTrack?: string | null; globalPrivacyControl?: boolean }

/** Do Not Track (or Global Privacy Control): record nothing at all. */
export function isTrackingDisabled(nav: PrivacyNavigator | undefined = globalThis.navigator): boolean {
  const win = globalThis as { doNotTrack?: string | null }
  return nav?.doNotTrack === '1' || nav?.doNotTrack === 'yes' || win.doNotTrack === '1' || nav?.globalPrivacyControl === true
}
