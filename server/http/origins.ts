/**
 * Which browser origins may call the API (CORS) and frame /iframe, per
 * organization (issue 32: the union of every organization's embed origins let
 * organization B's site call A's API and frame A's /iframe). For a request
 * for organization X: the portal's own origins (ALLOWED_ORIGINS when set, else
 * PUBLIC_URL's) and X's embed origins, never another organization's.
 *
 * A request's organization is read through the organization cache (bounded,
 * cleared by a staff edit). What the site's headers and preflights need
 * without a request to wait on — the served site's organization's origins,
 * every organization's — is a snapshot re-read every 30 s and after every
 * staff edit on this instance, so a change reaches every replica without a
 * restart.
 */
import type { Db } from '../db/client'
import type { Env } from '../env'
import { allEmbedOrigins } from '../organizations/cache'
import type { OrganizationCache } from '../organizations/cache'
import { requestedOrganizationSlug } from '../organizations/requested-slug'

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

export interface OriginPolicyDeps {
  readonly db: Db
  readonly env: Env
  readonly orgs: OrganizationCache
  /** The slug of the organization whose site this server serves (its /iframe). */
  readonly siteOrganization: string
}

export class OriginPolicy {
  /** The portal's own origins: allowed for every organization. */
  private readonly own: ReadonlySet<string>
  private readonly aliases: ReadonlySet<string>
  private siteOrganizationOrigins: readonly string[] = []
  private anyOrganizationOrigins: ReadonlySet<string> = new Set()
  private loadedAt = 0
  private loading: Promise<void> | null = null
  /** A refresh was asked for while one ran (which may have read the data before the change). */
  private again = false

  constructor(private readonly deps: OriginPolicyDeps) {
    const { env } = deps
    this.own = new Set(env.allowedOrigins ?? [new URL(env.publicUrl).origin])
    this.aliases = new Set(env.allowedOrigins === null ? loopbackAliases(env.publicUrl) : [])
    // A staff edit of the embed origins clears the cache: the snapshot follows at once.
    deps.orgs.onClear(() => this.refreshInBackground())
  }

  async refresh(): Promise<void> {
    const [site, any] = await Promise.all([this.deps.orgs.get(this.deps.siteOrganization), allEmbedOrigins(this.deps.db)])
    this.siteOrganizationOrigins = site?.row.allowedEmbedOrigins ?? []
    this.anyOrganizationOrigins = new Set(any)
    this.loadedAt = Date.now()
  }

  /** The origins that may frame the served site's /iframe: its own organization's, and the portal's. */
  frameAncestors(): readonly string[] {
    this.refreshWhenStale()
    return [...new Set([...this.own, ...this.siteOrganizationOrigins])]
  }

  /**
   * May `origin` call the API for the organization `organizationHeader` names
   * (X-Organization; none: DEFAULT_ORGANIZATION)? The Host header is never a
   * reason: a DNS rebinding page sends an Origin equal to the Host it made us
   * answer to.
   */
  async allows(origin: string, organizationHeader: string | undefined): Promise<boolean> {
    if (this.isOwn(origin)) return true
    const slug = requestedOrganizationSlug(organizationHeader, this.deps.env.defaultOrganization)
    const org = slug === null ? null : await this.deps.orgs.get(slug)
    return org?.row.allowedEmbedOrigins.includes(origin) ?? false
  }

  /**
   * A preflight carries the names of the headers the request will send, not
   * their values: when it will send X-Organization, which organization is not
   * known yet. Then an origin of some organization passes, and the request
   * itself is checked (`allows`) before anything runs; an origin of none never.
   */
  allowsSomeOrganization(origin: string): boolean {
    this.refreshWhenStale()
    return this.isOwn(origin) || this.anyOrganizationOrigins.has(origin)
  }

  private isOwn(origin: string): boolean {
    return this.own.has(origin) || this.aliases.has(origin)
  }

  private refreshWhenStale(): void {
    if (Date.now() - this.loadedAt > ORIGINS_REFRESH_MS) this.refreshInBackground()
  }

  private refreshInBackground(): void {
    if (this.loading !== null) {
      this.again = true
      return
    }
    this.loading = this.refresh()
      .catch(() => undefined)
      .finally(() => {
        this.loading = null
        if (!this.again) return
        this.again = false
        this.refreshInBackground()
      })
  }
}
