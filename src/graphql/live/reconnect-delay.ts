import { LIVE_RETRY_FIRST_MS, LIVE_RETRY_MAX_MS } from '../../contract/live'

/**
 * How long to wait before reconnect attempt `attempt` (0-based): doubling from
 * LIVE_RETRY_FIRST_MS up to LIVE_RETRY_MAX_MS, each spread by ±20 % so that
 * the pages a server restart disconnected do not all come back in the same
 * millisecond.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(LIVE_RETRY_MAX_MS, LIVE_RETRY_FIRST_MS * 2 ** Math.max(0, attempt))
  return Math.round(base * (0.8 + 0.4 * random()))
}
