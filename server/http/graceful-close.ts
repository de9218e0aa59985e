/**
 * Shutting down without cutting anyone off (security review, finding 9: a
 * SIGTERM during submits cut 4 requests in flight). Closing stops accepting
 * connections, answers a new request on an already open connection with 503
 * (and closes that connection), lets the requests in flight finish — for at
 * most SHUTDOWN_GRACE_MS — and only then closes what is left.
 */
import { Server as NetServer } from 'node:net'
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
    // net's close, not http's: http's also drops idle keep-alive connections
    // at once, and a client may be sending its next request on one right now
    // (it would see a reset, not an answer). Those get the 503 above instead.
    const stopped = new Promise<void>((resolve) => NetServer.prototype.close.call(this.server, () => resolve()))
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
    // Now http's close (it also stops its timeout checks), then whatever is still open.
    this.server.close()
    this.server.closeAllConnections()
    await stopped
  }
}
