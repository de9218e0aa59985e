/** Runs an HTTP handler inside the caller's share of in-flight requests, or answers 429 when it is used up. */
import type { ServerResponse } from 'node:http'
import type { InFlightLimit } from '../security/in-flight-limit'
import { sendJsonError } from './cors'

/**
 * For long-lived responses (subscription streams): the slot is held until the
 * response closes — however it ends, client gone included — not until `run`
 * settles, which a stream's writer may never do once its socket is gone.
 */
export async function withStreamSlot(res: ServerResponse, limit: InFlightLimit, ip: string, headers: Record<string, string>, run: () => Promise<void>): Promise<void> {
  if (!limit.tryEnter(ip)) {
    sendJsonError(res, 429, { ...headers, 'Retry-After': '5' }, 'Too many open subscriptions from this address: close some first.', 'TOO_MANY_STREAMS')
    return
  }
  res.once('close', () => limit.leave(ip))
  await run()
}

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
