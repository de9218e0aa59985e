/**
 * Which browser origins may call the API (CORS) and frame /iframe:
 * ALLOWED_ORIGINS when set, else every organization's embed origins plus the
 * server's own public origin. The organization list is re-read every 30 s, so
 * a change shows up on every replica without a restart.
 */
import type { Db } from '../db/client'
import type { Env } from '../env'
import { allEmbedOrigins } from '../organizations/cache'

export const ORIGINS_REFRESH_MS = 30_000

/**
 * A `localhost` site (the demo) also answers on the loopback addresses, which
 * a browser reports as origins of their own: those may call the API too (no
 * DNS rebinding page can send them). They are not embed origins.
 */
export function loopbackAliases(publicUrl: string): string[] {
  const url = new URL(publicUrl)
  if (url.hostname !== 'localhost') return []
  const port = url.port === '' ? '' : `:${url.port}`
  return [`${url.protocol}//127.0.0.1${port}`, `${url.protocol}//[::1]${port}`]
}

export class OriginPolicy {
  private origins: ReadonlySet<string>
  private readonly aliases: ReadonlySet<string>
  private loadedAt = 0
  private loading: Promise<void> | null = null

  constructor(
    private readonly db: Db,
    private readonly env: Env,
  ) {
    this.origins = new Set(env.allowedOrigins ?? [new URL(env.publicUrl).origin])
    this.aliases = new Set(env.allowedOrigins === null ? loopbackAliases(env.publicUrl) : [])
  }

  async refresh(): Promise<void> {
    if (this.env.allowedOrigins !== null) return
    const embed = await allEmbedOrigins(this.db)
    this.origins = new Set([new URL(this.env.publicUrl).origin, ...embed])
    this.loadedAt = Date.now()
  }

  /** The current list (refreshing in the background when stale). */
  list(): readonly string[] {
    if (this.env.allowedOrigins === null && Date.now() - this.loadedAt > ORIGINS_REFRESH_MS && this.loading === null) {
      this.loading = this.refresh()
        .catch(() => undefined)
        .finally(() => {
          this.loading = null
        })
    }
    return [...this.origins]
  }

  /**
   * Allowed only when listed. The Host header is not a reason: a DNS
   * rebinding page sends an Origin equal to the Host it made us answer to.
   */
  allows(origin: string): boolean {
    this.list()
    return this.origins.has(origin) || this.aliases.has(origin)
  }
}
