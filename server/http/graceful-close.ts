/**
 * Shutting down without cutting anyone off (security review, finding 9: a
 * SIGTERM during submits cut 4 requests in flight). Closing answers every new
 * request — on an open connection or a new one — with 503 (and closes that
 * connection), lets the requests in flight finish — for at most
 * SHUTDOWN_GRACE_MS — and only then stops listening and closes what is left.
 *
 * It keeps listening while it drains: a listener closed at once resets the
 * connections the kernel had already accepted but Node had not yet taken
 * (the event loop was busy, e.g. with an embedded PGlite query), and their
 * clients saw ECONNRESET instead of an answer (the shutdown test, once).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http'

export const SHUTDOWN_GRACE_MS = 10_000

const REFUSAL = JSON.stringify({ errors: [{ message: 'The server is restarting. Try again in a moment.', extensions: { code: 'SHUTTING_DOWN' } }] })

export class GracefulClose {
  private readonly inFlight = new Set<ServerResponse>()
  private closing = false
  private onDrained: (() => void) | null = null

  constructor(private readonly server: Server) {}

  /** Call first in the request handler: false when closing (the request was refused with 503). */
  admit(_req: IncomingMessage, res: ServerResponse): boolean {
    if (this.closing) {
      res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '1', Connection: 'close', 'Cache-Control': 'no-store' })
      res.end(REFUSAL)
      return false
    }
    this.inFlight.add(res)
    res.once('close', () => {
      this.inFlight.delete(res)
      if (this.closing && this.inFlight.size === 0) this.onDrained?.()
    })
    return true
  }

  async close(graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
    this.closing = true
    // Answers still to come tell their clients not to send more on this connection.
    for (const res of this.inFlight) if (!res.headersSent) res.setHeader('Connection', 'close')
    let timer: NodeJS.Timeout | undefined
    await Promise.race([
      new Promise<void>((resolve) => {
        this.onDrained = resolve
        if (this.inFlight.size === 0) resolve()
      }),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, graceMs)
      }),
    ])
    clearTimeout(timer)
    // Now stop listening (http's close also stops its timeout checks), then close whatever is still open.
    const stopped = new Promise<void>((resolve) => this.server.close(() => resolve()))
    this.server.closeAllConnections()
    await stopped
  }
}
