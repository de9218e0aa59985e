/**
 * Why maps are unavailable, kept free of the loader so the always-loaded parts
 * (the city field, the map slots) can name the reasons without importing it.
 */
export type MapsUnavailableReason = 'no-key' | 'repeated-load' | 'load-failed' | 'offline' | 'key-refused'

/** The translated sentence for each reason (locales: `maps.unavailable.*`). */
export const UNAVAILABLE_MESSAGE_KEY = {
  'no-key': 'maps.unavailable.noKey',
  'repeated-load': 'maps.unavailable.repeatedLoad',
  'load-failed': 'maps.unavailable.loadFailed',
  offline: 'maps.unavailable.offline',
  'key-refused': 'maps.unavailable.keyRefused',
} as const satisfies Record<MapsUnavailableReason, string>

export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false
