/**
 * The long-lived services of one API process, made once by startServer
 * (app.ts) and shared by every request: the app's wiring, so it may name
 * any domain's types. Services and resolvers that need one declare it in
 * their dependencies (`Pick<AppServices, 'matchIndex'>`).
 */
import type { DirectoryCountCache } from './ambassadors/count-cache'
import type { Database, Db } from './db/client'
import type { Env } from './env'
import type { LiveHub } from './live/hub'
import type { MatchIndex } from './matching/index-cache'
import type { OrganizationCache } from './organizations/cache'
import type { Publisher } from './publishing/publisher'
import type { RuleCache } from './safeguarding/rule-store'

export interface AppServices {
  readonly database: Database
  readonly db: Db
  readonly env: Env
  readonly orgs: OrganizationCache
  readonly matchIndex: MatchIndex
  readonly directoryCounts: DirectoryCountCache
  readonly publisher: Publisher
  /** This instance's live subscribers (decision 091). */
  readonly live: LiveHub
  /** Each organization's safeguarding rules, cached for a few seconds. */
  readonly rules: RuleCache
}
