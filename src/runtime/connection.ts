import { VERY_SLOW_EFFECTIVE_TYPES } from './constants'

/** The slice of the Network Information API we read (not in TypeScript's DOM lib: Chromium only). */
export interface ConnectionLike {
  saveData?: boolean
  effectiveType?: string
}
export interface NavigatorLike {
  connection?: ConnectionLike
}

const verySlow: readonly string[] = VERY_SLOW_EFFECTIVE_TYPES

/**
 * Seed §7: optional fetches (eager manifest, link prefetch) are skipped when
 * the user asked to save data or the link is 2g-class. Browsers without the
 * API (Firefox, Safari) and the server count as "not slow".
 */
export function isVerySlowConnection(nav: NavigatorLike | undefined = globalThis.navigator as NavigatorLike | undefined): boolean {
  const connection = nav?.connection
  if (!connection) return false
  if (connection.saveData === true) return true
  return connection.effectiveType !== undefined && verySlow.includes(connection.effectiveType)
}
