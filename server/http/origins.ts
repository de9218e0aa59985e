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

export class OriginPolicy {
  private origins: ReadonlySet<string>
  private loadedAt = 0
  private loading: Promise<void> | null = null

  constructor(private readonly db: Db, private readonly env: Env) {
    this.origins = new Set(env.allowedOrigins ?? [new URL(env.publicUrl).origin])
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
      this.loading = this.refresh().catch(() => undefined).finally(() => { this.loading = null })
    }
    return [...this.origins]
  }

  /** Allowed: listed, or the very origin the request was sent to (same-origin). */
  allows(origin: string, host: string | undefined): boolean {
    this.list()
    if (this.origins.has(origin)) return true
    return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`)
  }
}
