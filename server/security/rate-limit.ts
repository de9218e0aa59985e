/**
 * Fixed-window rate limits counted in the database (one atomic upsert), so
 * every API replica sees the same counters.
 */
import { sql } from 'drizzle-orm'
import { queryRows } from '../db/client'
import type { Db } from '../db/client'
import { rateLimited } from '../core/errors'

export interface Limit {
  readonly name: string
  readonly max: number
  readonly windowSeconds: number
}

/** Limits per window. Scaled by RATE_LIMIT_SCALE for browser test runs from one IP. */
export const LIMITS = {
  createPerIp: { name: 'create:ip', max: 30, windowSeconds: 600 },
  createPerSession: { name: 'create:session', max: 10, windowSeconds: 600 },
  visitorSessionPerIp: { name: 'session:ip', max: 60, windowSeconds: 600 },
  // Per e-mail address *and* client address (decision 012): a per-address limit alone let anyone lock the owner out.
  signInCodePerEmailAndIp: { name: 'code:email-ip', max: 5, windowSeconds: 900 },
  signInCodePerIp: { name: 'code:ip', max: 20, windowSeconds: 900 },
  signInPerIp: { name: 'signin:ip', max: 30, windowSeconds: 900 },
  // "My conversations" links (decision 145): per address and client like sign-in codes, and per address alone so
  // nobody fills a stranger's mailbox with them (10 an hour from everyone together).
  conversationsLinkPerEmailAndIp: { name: 'conversations:email-ip', max: 5, windowSeconds: 900 },
  conversationsLinkPerIp: { name: 'conversations:ip', max: 20, windowSeconds: 900 },
  conversationsLinkPerEmail: { name: 'conversations:email', max: 10, windowSeconds: 3600 },
  joinConfirmationPerEmail: { name: 'join:email', max: 5, windowSeconds: 3600 },
  eventsPerIp: { name: 'events:ip', max: 120, windowSeconds: 60 },
  // A conversation is a few messages at a time, not a chat flood: per thread whoever holds its link, and per client.
  followUpPerThread: { name: 'follow-up:thread', max: 20, windowSeconds: 600 },
  followUpPerIp: { name: 'follow-up:ip', max: 60, windowSeconds: 600 },
  // Each upload decodes an image: plenty for trying a few files, not for keeping the CPU busy.
  logoUploadPerStaff: { name: 'logo:staff', max: 20, windowSeconds: 600 },
  photoUploadPerAmbassador: { name: 'photo:ambassador', max: 20, windowSeconds: 600 },
  // Each CSV export reads a whole range: enough for every kind a few times over, not for scraping (decision 103).
  exportPerStaff: { name: 'export:staff', max: 30, windowSeconds: 600 },
} as const satisfies Record<string, Limit>

/** Counts one hit; returns the seconds to wait when over the limit, else 0. */
export async function hit(db: Db, limit: Limit, subject: string, scale: number): Promise<number> {
  const key = `${limit.name}:${subject}`
  const [row] = await queryRows<{ count: number; retry_after: number }>(
    db,
    sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${limit.windowSeconds}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${limit.windowSeconds}) then now() else rate_limits.window_start end
    returning count, ceil(extract(epoch from window_start + make_interval(secs => ${limit.windowSeconds}) - now()))::int as retry_after`,
  )
  if (row === undefined) return 0
  return Number(row.count) > Math.floor(limit.max * scale) ? Math.max(1, Number(row.retry_after)) : 0
}

/** Throws RATE_LIMITED when any of the (limit, subject) pairs is exhausted. All are counted. */
export async function enforce(db: Db, scale: number, checks: readonly (readonly [Limit, string])[]): Promise<void> {
  let wait = 0
  for (const [limit, subject] of checks) wait = Math.max(wait, await hit(db, limit, subject, scale))
  if (wait > 0) throw rateLimited(wait)
}
