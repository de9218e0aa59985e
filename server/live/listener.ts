/**
 * Brings the database's live channel to this instance's hub (decision 091).
 * PGlite: its own LISTEN (in-process, same connection). PostgreSQL: one
 * dedicated `pg` client per instance — a LISTEN needs a session of its own,
 * never a pooled one — that reconnects with backoff when the connection
 * drops, then tells every subscriber to refetch (events sent during the gap
 * are lost to this instance). A ping every LISTEN_PING_MS finds a
 * connection that died silently (a firewall forgetting it).
 */
import pg from 'pg'
import type { Database } from '../db/client'
import { decodeEvent, LIVE_CHANNEL } from './events'
import type { LiveHub } from './hub'

export interface LiveListener {
  stop(): Promise<void>
}

export const LISTEN_PING_MS = 30_000
const RECONNECT_MAX_MS = 5_000

/** How a LISTEN connection names itself in pg_stat_activity (and tests find it). */
export const LISTEN_APPLICATION_NAME = 'portal-live'

function deliverTo(hub: LiveHub): (payload: string | undefined) => void {
  return (payload) => {
    const event = payload === undefined ? null : decodeEvent(payload)
    if (event !== null) hub.dispatch(event)
  }
}

export async function startLiveListener(database: Database, hub: LiveHub, options: { quiet?: boolean } = {}): Promise<LiveListener> {
  if (database.pglite !== null) {
    const unlisten = await database.pglite.listen(LIVE_CHANNEL, deliverTo(hub))
    return { stop: () => unlisten() }
  }
  if (database.url === null) throw new Error('a PostgreSQL database without its URL: the live bus cannot listen')
  const listener = new PostgresListener(database.url, hub, options.quiet ?? false)
  await listener.connect()
  return listener
}

class PostgresListener implements LiveListener {
  private client: pg.Client | null = null
  private stopped = false
  private attempt = 0
  private retry: NodeJS.Timeout | undefined
  private ping: NodeJS.Timeout | undefined

  constructor(
    private readonly url: string,
    private readonly hub: LiveHub,
    private readonly quiet: boolean,
  ) {}

  async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: LISTEN_APPLICATION_NAME, keepAlive: true })
    const deliver = deliverTo(this.hub)
    client.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL) deliver(message.payload)
    })
    client.on('error', (error) => this.drop(client, error))
    client.on('end', () => this.drop(client, null))
    try {
      await client.connect()
      await client.query(`LISTEN ${LIVE_CHANNEL}`)
    } catch (error) {
      client.removeAllListeners('end')
      await client.end().catch(() => undefined)
      throw error
    }
    if (this.stopped) {
      await client.end()
      return
    }
    this.client = client
    clearInterval(this.ping)
    this.ping = setInterval(() => {
      client.query('select 1').catch((error: unknown) => this.drop(client, error))
    }, LISTEN_PING_MS)
  }

  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.retry)
    clearInterval(this.ping)
    const client = this.client
    this.client = null
    await client?.end().catch(() => undefined)
  }

  private drop(client: pg.Client, error: unknown): void {
    if (this.client !== client) return
    this.client = null
    clearInterval(this.ping)
    client.end().catch(() => undefined)
    if (this.stopped) return
    if (!this.quiet) console.error('[live] LISTEN connection lost, reconnecting:', error instanceof Error ? error.message : 'ended')
    this.scheduleReconnect()
  }

  private scheduleReconnect(): void {
    const delay = Math.min(RECONNECT_MAX_MS, 100 * 2 ** this.attempt)
    this.retry = setTimeout(() => {
      this.connect().then(
        () => {
          this.attempt = 0
          // Whatever was published while this instance was deaf: everyone refetches.
          if (!this.stopped) this.hub.resync()
        },
        (error: unknown) => {
          this.attempt++
          if (!this.quiet) console.error('[live] LISTEN reconnect failed:', error instanceof Error ? error.message : error)
          if (!this.stopped) this.scheduleReconnect()
        },
      )
    }, delay)
  }
}
