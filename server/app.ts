/**
 * startServer: one node:http server for the API (`/gql/public`, the logo
 * upload `/staff-api/logo`, `/logos/…` and `/photos/…`) and, unless
 * `apiOnly`, the prerendered site (`dist/client`, via the front end's
 * static-site handler). Opens, migrates and (when empty) seeds the database,
 * and runs the notification worker and the scheduled jobs in-process.
 */
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { GRAPHQL_PATH } from '../src/contract/graphql-endpoint'
import { LOGO_UPLOAD_PATH, LOGOS_PATH_PREFIX } from '../src/contract/logo'
import { PHOTOS_PATH_PREFIX } from '../src/contract/photo-files'
import { DirectoryCountCache } from './ambassadors/count-cache'
import { servePhoto } from './ambassadors/photo/serve-route'
import { openDatabase } from './db/client'
import type { Database } from './db/client'
import { migrateDatabase } from './db/migrate'
import { ensureDemoEmbedOrigins, ensureDemoStaff, hasAnyOrganization, isSeeded, seedDatabase } from './demo/seed'
import { loadEnv } from './env'
import type { Env } from './env'
import { createApi } from './api'
import type { AppServices } from './services'
import { BODY_LIMIT_BYTES } from './http/body'
import { GracefulClose } from './http/graceful-close'
import { EXPORTS_PATH_PREFIX, handleExport } from './http/exports-route'
import { handleGraphql } from './http/graphql-route'
import { MAX_STREAMS_PER_IP } from './http/event-stream-requests'
import { EventStreams } from './graphql/event-streams'
import { LiveHub } from './live/hub'
import { startLiveListener } from './live/listener'
import { trackPresence } from './live/presence'
import { UPLOAD_BODY_LIMIT_BYTES } from './http/multipart'
import { InFlightLimit, MAX_IN_FLIGHT_PER_IP } from './security/in-flight-limit'
import { OriginPolicy } from './http/origins'
import { handleTestOutbox, TEST_OUTBOX_PATH } from './http/test-outbox-route'
import { startMaintenance } from './maintenance'
import { MatchIndex } from './matching/index-cache'
import { createLogMailer, createSmtpMailer } from './notifications/mailer'
import type { Mailer } from './notifications/mailer'
import { startNotificationWorker } from './notifications/worker'
import { nudgeJobs } from './nudges/jobs'
import { communityJobs } from './communities/jobs'
import { OrganizationCache } from './organizations/cache'
import { RuleCache } from './safeguarding/rule-store'
import { serveLogo } from './organizations/logo/serve-route'
import { handleLogoUpload } from './http/logo-upload-route'
import { LiveSite } from './publishing/live-site'
import { startPublishing } from './publishing/setup'
import { publishRootOf, siteToServe } from './publishing/site-builds'
import { startScheduler } from './scheduler/scheduler'
import type { Clock } from './core/deps'
import type { Scheduler } from './scheduler/scheduler'
import { TestMailbox } from './testing/mailbox'

export interface StartServerOptions {
  env?: Env
  /** An open database (tests); default: opened from env, and closed with the server. */
  database?: Database
  port?: number
  host?: string
  apiOnly?: boolean
  /** The build: `client/` is served, `server/` is the bundle publishing renders with; default DIST_DIR or `dist`. */
  distDir?: string
  /** The prerender publishing runs (default `tsx scripts/prerender.ts`); tests substitute a small script. */
  prerenderCommand?: readonly string[]
  /** Publish by itself after quiet minutes when PUBLISH_AUTO_QUIET_MINUTES says so (default true; false for the build's own API). */
  autoPublish?: boolean
  /** null: no notification worker (tests drive delivery themselves). Default: SMTP or log. */
  mailer?: Mailer | null
  workerIntervalMs?: number
  /** Seed the demo organization when the database is empty (default: DEMO=1 or NODE_ENV=test). */
  seed?: boolean
  quiet?: boolean
  /**
   * The scheduled jobs (reminders, staff digest; decision 082). Default: every
   * SCHEDULER_INTERVAL_SECONDS unless that is off (it is in tests). An object
   * starts them whatever the environment says, with its own clock; false never.
   */
  scheduler?: { readonly clock?: Clock; readonly intervalMs?: number } | false
  /** How often subscription streams send a heartbeat (default LIVE_HEARTBEAT_MS; tests shorten it). */
  liveHeartbeatMs?: number
  /** How often each live stream checks its rights without being told to (default LIVE_RIGHTS_RECHECK_MS; tests shorten it). */
  liveRightsRecheckMs?: number
}

export interface RunningServer {
  readonly port: number
  readonly url: string
  readonly services: AppServices
  /** Null when the scheduled jobs do not run in this process. */
  readonly scheduler: Scheduler | null
  /** Subscription streams open on this instance. */
  readonly liveStreams: EventStreams
  close(): Promise<void>
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const env = options.env ?? loadEnv(process.env)
  const quiet = options.quiet ?? /^(warn|error|silent)$/.test(process.env.LOG_LEVEL ?? '')
  const database = options.database ?? (await openDatabase(env.database))
  if (options.database === undefined) await migrateDatabase(database)
  // Demo data only where asked for: a production database starts empty.
  const seed = options.seed ?? (env.demo || env.nodeEnv === 'test')
  const seeded = await isSeeded(database.db)
  if (seed && !seeded) {
    await seedDatabase(database.db, { extraEmbedOrigins: env.seedEmbedOrigins })
    if (!quiet) console.log('[db] empty database: seeded organization "demo"')
  } else if (!seeded && !quiet && !(await hasAnyOrganization(database.db))) {
    console.log('[db] empty database, no organization yet: create one with npm run org:create -- --slug <slug> --name "<name>" --owner <e-mail>')
  }
  if (seed) {
    await ensureDemoEmbedOrigins(database.db, env.seedEmbedOrigins)
    await ensureDemoStaff(database.db)
  }
  const orgs = new OrganizationCache(database.db)
  // The organization whose site this server serves and publishes (its /iframe's framing rules).
  const siteOrganization = process.env.ORG_SLUG?.trim() || env.defaultOrganization
  const origins = new OriginPolicy({ db: database.db, env, orgs, siteOrganization })
  await origins.refresh()

  // The site sits behind one reference that a publish swaps (decision 071).
  const distDir = resolve(options.distDir ?? process.env.DIST_DIR ?? 'dist')
  const servedDir = siteToServe(distDir)
  // The site's CSP lets it show images (the logo) from the API when that is elsewhere.
  const apiOrigin = env.publicApiUrl === null ? undefined : new URL(env.publicApiUrl).origin
  const site = !options.apiOnly && existsSync(join(servedDir, 'client')) ? new LiveSite(servedDir, { frameAncestors: () => origins.frameAncestors(), apiOrigin }) : null
  let listening: { host: string; port: number } | null = null
  const publishing = await startPublishing({
    db: database.db,
    env,
    live: site,
    publishRoot: publishRootOf(distDir),
    siteOrganization,
    apiUrl: () => (listening === null ? '' : loopbackUrl(listening.host, listening.port)),
    prerenderCommand: options.prerenderCommand,
    autoPublish: options.autoPublish ?? true,
  })
  // Live updates (decision 091): this instance's subscribers, fed from the database's channel.
  const live = new LiveHub({ rightsRecheckMs: options.liveRightsRecheckMs })
  const liveListener = await startLiveListener(database, live, { quiet })
  const liveStreams = new EventStreams()
  const untrackPresence = trackPresence(live)
  const services: AppServices = {
    database,
    db: database.db,
    env,
    orgs,
    matchIndex: new MatchIndex(database.db),
    directoryCounts: new DirectoryCountCache(),
    publisher: publishing.publisher,
    live,
    rules: new RuleCache(database.db),
  }
  const yoga = createApi(services, liveStreams, options.liveHeartbeatMs)
  const inFlight = new InFlightLimit(MAX_IN_FLIGHT_PER_IP * env.rateLimitScale)
  const routeDeps = {
    yoga,
    origins,
    bodyLimit: BODY_LIMIT_BYTES,
    uploadBodyLimit: UPLOAD_BODY_LIMIT_BYTES,
    trustProxy: env.trustProxy,
    graphiql: env.nodeEnv === 'development',
    inFlight,
    streams: new InFlightLimit(MAX_STREAMS_PER_IP * env.rateLimitScale),
  }

  const logoDeps = { services, origins, trustProxy: env.trustProxy, inFlight }

  // Test runs keep what was delivered: the outbox rows are redacted once sent.
  const testMailbox = env.nodeEnv === 'test' ? new TestMailbox() : null
  const server = createServer((req, res) => {
    if (!closing.admit(req, res)) return
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    const done = (error: unknown) => {
      console.error('[http]', error instanceof Error ? error.message : error)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }))
    }
    if (path === GRAPHQL_PATH) handleGraphql(req, res, routeDeps).catch(done)
    else if (path === LOGO_UPLOAD_PATH) handleLogoUpload(req, res, logoDeps).catch(done)
    else if (path.startsWith(EXPORTS_PATH_PREFIX)) handleExport(req, res, path, logoDeps).catch(done)
    else if (path.startsWith(LOGOS_PATH_PREFIX)) serveLogo(req, res, database.db, path).catch(done)
    else if (path.startsWith(PHOTOS_PATH_PREFIX)) servePhoto(req, res, database.db, path, site === null ? undefined : () => site.serve(req, res)).catch(done)
    else if (path === TEST_OUTBOX_PATH && env.nodeEnv === 'test') handleTestOutbox(req, res, database.db, testMailbox).catch(done)
    else if (site !== null) site.serve(req, res)
    else {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' })
      res.end(`Not found: ${path}`)
    }
  })
  const closing = new GracefulClose(server)
  // Slow-loris guard: a request must arrive completely within 30 s.
  server.requestTimeout = 30_000
  server.headersTimeout = 20_000
  // An idle kept-alive connection is closed by the client or the proxy in front, not by us: when the server
  // closes first (Node's default is 5 s), a request already sent on that socket meets ECONNRESET — the
  // load balancers' sporadic 502s, and an API test whose event loop was busy past 5 s. Longer than the
  // common proxy idle timeouts (60 s).
  server.keepAliveTimeout = 65_000

  const defaultMailer = (): Mailer => (env.smtpUrl !== null ? createSmtpMailer(env.smtpUrl) : createLogMailer(env.logSecrets))
  const mailer = options.mailer === undefined ? (testMailbox?.wrap(defaultMailer()) ?? defaultMailer()) : options.mailer
  const worker = mailer === null ? null : startNotificationWorker(database.db, mailer, options.workerIntervalMs ?? 1000)
  const stopMaintenance = startMaintenance(database.db)
  const schedulerIntervalMs = schedulerInterval(options.scheduler, env)
  const clock = options.scheduler ? options.scheduler.clock : undefined
  const scheduler =
    schedulerIntervalMs === null
      ? null
      : startScheduler(database.db, [...nudgeJobs(env.publicUrl), ...communityJobs(env.publicUrl)], { intervalMs: schedulerIntervalMs, clock, quiet })

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? env.port, options.host ?? env.host, () => resolveListen())
  })
  const port = (server.address() as AddressInfo).port
  listening = { host: options.host ?? env.host, port }
  const url = `http://localhost:${port}`
  if (!quiet) console.log(`API listening on ${url}${GRAPHQL_PATH}${site === null ? '' : ` (site: ${url}/)`}`)

  return {
    port,
    url,
    services,
    scheduler,
    liveStreams,
    async close() {
      stopMaintenance()
      // New requests are refused from here on (503); then the subscription streams end at once
      // (their clients reconnect elsewhere) instead of holding the close for its whole grace period.
      const drained = closing.close()
      liveStreams.endAll()
      untrackPresence()
      await scheduler?.stop()
      // Requests in flight finish (≤ 10 s) while the worker ends its batch and a publish job is
      // stopped (recorded as interrupted); the database closes after all three.
      await Promise.all([drained, worker?.stop(), publishing.stop()])
      await liveListener.stop()
      if (options.database === undefined) await database.close()
    },
  }
}

/** How often the scheduled jobs run in this process, or null when they do not. */
function schedulerInterval(option: StartServerOptions['scheduler'], env: Env): number | null {
  if (option === false) return null
  if (option === undefined) return env.schedulerIntervalMs
  return option.intervalMs ?? env.schedulerIntervalMs ?? 60_000
}

/** This server as its own children reach it: a wildcard address is reached on loopback. */
function loopbackUrl(host: string, port: number): string {
  if (['0.0.0.0', '::', ''].includes(host)) return `http://127.0.0.1:${port}`
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`
}
