/** Runs an HTTP handler inside the caller's share of in-flight requests, or answers 429 when it is used up. */
import type { ServerResponse } from 'node:http'
import type { InFlightLimit } from '../security/in-flight-limit'
import { sendJsonError } from './cors'

export async function withInFlightSlot(res: ServerResponse, inFlight: InFlightLimit, ip: string, headers: Record<string, string>, run: () => Promise<void>): Promise<void> {
  if (!inFlight.tryEnter(ip)) {
    sendJsonError(
      res,
      429,
      { ...headers, 'Retry-After': '1' },
      'Too many requests from this address at once: wait for the previous ones to finish.',
      'TOO_MANY_CONCURRENT_REQUESTS',
    )
    return
  }
  try {
    await run()
  } finally {
    inFlight.leave(ip)
  }
}
