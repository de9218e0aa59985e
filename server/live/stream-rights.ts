/**
 * A live stream's rights, checked again while it is open (issue 32,
 * decision 092): when an access event names its holder (sign-out, removal,
 * role change, deactivation), when this instance's LISTEN connection comes
 * back (events may have been lost), and every `recheckMs` as the backstop
 * for a change nobody announced (a session that expired, an operator's SQL).
 * A check that refuses ends the stream with that refusal, then `complete`;
 * one that finds the grant changed (another role) ends it without
 * `complete`, so the client reopens it and is authorized afresh.
 */
import type { Auth } from '../core/actor'
import { serviceErrorOf } from '../core/errors'
import { StreamGrantChanged } from '../core/stream-grant'
import { accessKey } from './events'
import type { SubscriptionQueue } from './subscription-queue'

/** The backstop's period: one indexed session lookup per open stream per minute. */
export const LIVE_RIGHTS_RECHECK_MS = 60_000

export interface StreamRights {
  /** The access keys whose events make the stream check again: its session's, its staff member's or ambassador's. */
  readonly holders: readonly string[]
  /** What the stream was granted to (session, role, status, what it follows). */
  readonly grant: string
  /** Authorizes the stream again from the database: the grant now, or throws the refusal (a ServiceError) a new stream would get. */
  readonly recheck: () => Promise<string>
  /**
   * Whether the stream is its key's own party (presence.ts): the visitor on a
   * thread, the ambassador on an inbox. An ambassador or staff member following
   * a thread is not its visitor, so their stream never stops the visitor's
   * e-mail (issue 32). Default: true.
   */
  readonly present?: boolean
}

/** The session's and the person's access keys: an event for either makes the stream check again. */
export function holderKeysOf(auth: Auth): string[] {
  switch (auth.kind) {
    case 'anonymous':
      return []
    case 'visitor':
      return [accessKey(`session:${auth.sessionId}`)]
    case 'ambassador':
      return [accessKey(`session:${auth.sessionId}`), accessKey(`ambassador:${auth.ambassadorId}`)]
    case 'staff':
      return [accessKey(`session:${auth.sessionId}`), accessKey(`staff:${auth.staffId}`)]
  }
}

/** What a stream's rights hang on: the session, and the role or status it carried. */
export function grantOf(auth: Auth): string {
  switch (auth.kind) {
    case 'anonymous':
      return 'anonymous'
    case 'visitor':
      return `visitor ${auth.sessionId}`
    case 'ambassador':
      return `ambassador ${auth.sessionId} ${auth.status}`
    case 'staff':
      return `staff ${auth.sessionId} ${auth.role}`
  }
}

/** One stream's checks: never two at once; a reason to check that comes during one makes one more after it. */
export class RightsWatch {
  private running = false
  private again = false
  private stopped = false
  private readonly timer: NodeJS.Timeout

  constructor(
    private readonly rights: StreamRights,
    private readonly queue: SubscriptionQueue,
    recheckMs: number,
  ) {
    this.timer = setInterval(() => this.check(), recheckMs)
    // The backstop never keeps a process alive on its own.
    this.timer.unref()
  }

  check(): void {
    if (this.stopped) return
    if (this.running) {
      this.again = true
      return
    }
    this.running = true
    void this.run().finally(() => {
      this.running = false
      if (this.again) {
        this.again = false
        this.check()
      }
    })
  }

  stop(): void {
    this.stopped = true
    clearInterval(this.timer)
  }

  private async run(): Promise<void> {
    let grant: string
    try {
      grant = await this.rights.recheck()
    } catch (error) {
      if (this.stopped) return
      const refusal = serviceErrorOf(error)
      // A refusal is told to the client; anything else (the database unreachable) fails closed, told nothing.
      if (refusal !== null) this.queue.refuse(refusal)
      else this.queue.reopen(new StreamGrantChanged('its rights could not be checked'))
      return
    }
    if (!this.stopped && grant !== this.rights.grant) this.queue.reopen(new StreamGrantChanged('its rights changed'))
  }
}
