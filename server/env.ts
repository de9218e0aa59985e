/**
 * Reads and validates the environment once, at start-up. Every problem is
 * reported together with what a valid value looks like; `main.ts` prints them
 * and exits 1 instead of failing later in the middle of a request.
 */
import { join, resolve } from 'node:path'
import type { DatabaseConfig } from './db/client'
import { isGithubDispatchUrl } from './publishing/webhook-request'

export type NodeEnv = 'development' | 'production' | 'test'

/**
 * Every variable the loaders below read, in the order of the README's table.
 * One list, so the docs cannot drift from the code: `read` takes only these
 * names (a new variable does not compile until it is here), env.test.ts
 * checks that each is read, and env-docs.test.ts that the README's
 * configuration table lists exactly these.
 */
export const ENV_VARIABLES = [
  'PORT',
  'HOST',
  'DATABASE_URL',
  'DATA_DIR',
  'PUBLIC_URL',
  'NODE_ENV',
  'DEMO',
  'SMTP_URL',
  'MAIL_TO_LOG',
  'DEFAULT_ORGANIZATION',
  'ALLOWED_ORIGINS',
  'SEED_EMBED_ORIGINS',
  'MAPS_API_KEY',
  'RESPONSE_CACHE',
  'RATE_LIMIT_SCALE',
  'DIST_DIR',
  'GRAPHQL_TRUSTED_DOCUMENTS',
  'GRAPHQL_TRUSTED_DOCUMENTS_FILE',
  'TRUST_PROXY',
  'PUBLIC_ENV__API_URL',
  'PUBLIC_API_URL',
  'PUBLISH_COMMAND',
  'PUBLISH_WEBHOOK_URL',
  'PUBLISH_WEBHOOK_TOKEN',
  'PUBLISH_AUTO_QUIET_MINUTES',
  'SCHEDULER_INTERVAL_SECONDS',
] as const

export type EnvVariable = (typeof ENV_VARIABLES)[number]

type EnvSource = Readonly<Record<string, string | undefined>>

/** A variable's value, trimmed; unset and blank are the same (a `KEY=` line in a service file means "use the default"). */
function read(source: EnvSource, name: EnvVariable): string | undefined {
  const value = source[name]?.trim()
  return value === undefined || value === '' ? undefined : value
}

export interface Env {
  readonly port: number
  readonly host: string
  readonly database: DatabaseConfig
  readonly dataDir: string
  readonly smtpUrl: string | null
  /** Explicit CORS origins; null = every organization's embed origins + PUBLIC_URL's origin. */
  readonly allowedOrigins: readonly string[] | null
  /** Extra embed origins the demo organization gets, at seeding or start-up (e.g. a test host page). */
  readonly seedEmbedOrigins: readonly string[]
  readonly publicUrl: string
  /**
   * The API's address as browsers reach it, when it is not the site's own
   * (the site on a CDN): logo URLs are made absolute with it and the served
   * site's CSP allows images from it. PUBLIC_API_URL, else the front end's
   * PUBLIC_ENV__API_URL; null = same origin (`npm start`): root-relative URLs.
   */
  readonly publicApiUrl: string | null
  readonly nodeEnv: NodeEnv
  readonly mapsApiKey: string | null
  readonly defaultOrganization: string
  /**
   * How many reverse proxies stand in front of the API (TRUST_PROXY=N, 0 =
   * none): the client address is the X-Forwarded-For entry N places from the
   * right, the one the outermost trusted proxy saw. Entries further left are
   * whatever the client sent, never trusted.
   */
  readonly trustProxy: number
  /** Multiplies every rate limit (e.g. 50 for browser test runs on one IP). */
  readonly rateLimitScale: number
  /** Serve public catalogue queries from the in-memory response cache (RESPONSE_CACHE=off disables it). */
  readonly responseCache: boolean
  /** DEMO=1 (`npm start`): seed the demo organization into an empty database. */
  readonly demo: boolean
  /** MAIL_TO_LOG=1: without SMTP_URL, write e-mails to the log (in production with codes and links redacted). */
  readonly mailToLog: boolean
  /** Sign-in codes and links may appear in the log: only in the demo, development and tests. */
  readonly logSecrets: boolean
  /**
   * GRAPHQL_TRUSTED_DOCUMENTS=1: the manifest of the front end's operations
   * (GRAPHQL_TRUSTED_DOCUMENTS_FILE, default `${DIST_DIR}/trusted-documents.json`);
   * the API then runs nothing else. null: any valid operation (decision 017).
   */
  readonly trustedDocumentsFile: string | null
  /** PUBLISH_COMMAND: a shell command that publishes the site (CDN deployments); null = the server prerenders its own site. */
  readonly publishCommand: string | null
  /** PUBLISH_WEBHOOK_URL: POSTed `{ organization, buildId, requestedBy }` to publish (e.g. a CI trigger). */
  readonly publishWebhookUrl: string | null
  /** PUBLISH_WEBHOOK_TOKEN: sent as a Bearer token with the webhook (GitHub's repository dispatch needs one); never logged. */
  readonly publishWebhookToken: string | null
  /** PUBLISH_AUTO_QUIET_MINUTES: publish once public changes have been quiet this long; null = only by hand. */
  readonly publishAutoQuietMinutes: number | null
  /**
   * SCHEDULER_INTERVAL_SECONDS: how often the scheduled jobs (reminders, staff
   * digest; decision 082) look for work. Default 60; `off` (or 0) disables
   * them, and so does NODE_ENV=test unless given (tests run them by hand).
   */
  readonly schedulerIntervalMs: number | null
}

export class EnvError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  }
}

const originOf = (value: string): string | null => {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/** The webhook may carry a secret in its URL: only over TLS, except to this machine. */
function isWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname))
  } catch {
    return false
  }
}

/**
 * Only the database settings (DATABASE_URL, else the embedded database under
 * DATA_DIR): what the command-line tools need, without the server's
 * production requirements (SMTP and the like).
 */
export function loadDatabaseEnv(source: EnvSource): DatabaseConfig {
  const url = read(source, 'DATABASE_URL')
  if (url === undefined) return { kind: 'pglite', dataDir: read(source, 'DATA_DIR') ?? '.data' }
  if (!/^postgres(ql)?:\/\//.test(url)) throw new EnvError(['DATABASE_URL must start with postgres:// or postgresql://'])
  return { kind: 'postgres', url }
}

export function loadEnv(source: EnvSource): Env {
  const problems: string[] = []
  const get = (name: EnvVariable): string | undefined => read(source, name)

  const portText = get('PORT') ?? '3000'
  const port = Number(portText)
  const portValid = /^\d+$/.test(portText) && port <= 65_535
  if (!portValid) problems.push(`PORT must be a port number 0–65535 (got "${portText}")`)

  // Production unless asked otherwise: `npm run dev` opts into development.
  const nodeEnvText = get('NODE_ENV') ?? 'production'
  if (!['development', 'production', 'test'].includes(nodeEnvText)) problems.push(`NODE_ENV must be development, production or test (got "${nodeEnvText}")`)

  const databaseUrl = get('DATABASE_URL')
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) problems.push('DATABASE_URL must start with postgres:// or postgresql://')
  const dataDir = get('DATA_DIR') ?? '.data'

  const smtpUrl = get('SMTP_URL') ?? null
  if (smtpUrl !== null && !/^smtps?:\/\//.test(smtpUrl)) problems.push('SMTP_URL must start with smtp:// or smtps://')

  // An invalid PORT is reported once, not again through the default PUBLIC_URL.
  const publicUrlText = get('PUBLIC_URL') ?? `http://localhost:${portValid ? port : 3000}`
  if (originOf(publicUrlText) === null) problems.push(`PUBLIC_URL must be an http(s) URL (got "${publicUrlText}")`)

  const publicApiUrlText = get('PUBLIC_API_URL') ?? get('PUBLIC_ENV__API_URL') ?? null
  if (publicApiUrlText !== null && originOf(publicApiUrlText) === null) problems.push(`PUBLIC_API_URL must be an http(s) URL (got "${publicApiUrlText}")`)

  let allowedOrigins: string[] | null = null
  const originsText = get('ALLOWED_ORIGINS')
  if (originsText !== undefined) {
    allowedOrigins = []
    for (const item of originsText
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const origin = originOf(item)
      if (origin === null) problems.push(`ALLOWED_ORIGINS: "${item}" is not an http(s) origin`)
      else allowedOrigins.push(origin)
    }
  }

  const seedEmbedOrigins: string[] = []
  for (const item of (get('SEED_EMBED_ORIGINS') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const origin = originOf(item)
    if (origin === null) problems.push(`SEED_EMBED_ORIGINS: "${item}" is not an http(s) origin`)
    else seedEmbedOrigins.push(origin)
  }

  const scaleText = get('RATE_LIMIT_SCALE') ?? '1'
  const rateLimitScale = Number(scaleText)
  if (!Number.isFinite(rateLimitScale) || rateLimitScale < 1 || rateLimitScale > 10_000) problems.push('RATE_LIMIT_SCALE must be a number from 1 to 10000')

  const defaultOrganization = get('DEFAULT_ORGANIZATION') ?? 'demo'
  if (!/^[a-z0-9-]{1,64}$/.test(defaultOrganization)) problems.push('DEFAULT_ORGANIZATION must be an organization slug (a-z, 0-9, -)')

  const responseCacheText = (get('RESPONSE_CACHE') ?? 'on').toLowerCase()
  if (!['on', 'off', '1', '0', 'true', 'false'].includes(responseCacheText)) problems.push(`RESPONSE_CACHE must be on or off (got "${responseCacheText}")`)

  const trustProxyText = get('TRUST_PROXY') ?? '0'
  const trustProxy = Number(trustProxyText)
  if (!/^\d{1,2}$/.test(trustProxyText) || trustProxy > 10) problems.push(`TRUST_PROXY must be the number of proxies in front of the API, 0–10 (got "${trustProxyText}")`)

  const flag = (name: EnvVariable): boolean => ['1', 'true', 'yes'].includes((get(name) ?? '').toLowerCase())
  const demo = flag('DEMO')
  const mailToLog = flag('MAIL_TO_LOG')
  if (nodeEnvText === 'production' && smtpUrl === null && !mailToLog && !demo) {
    problems.push(
      'SMTP_URL is required in production, or e-mails (sign-in codes, answers, bookings) would never arrive: set SMTP_URL=smtp://user:pass@host:587, or MAIL_TO_LOG=1 to write them to the log with codes and links redacted',
    )
  }

  const trustedDocumentsText = (get('GRAPHQL_TRUSTED_DOCUMENTS') ?? '0').toLowerCase()
  if (!['1', '0', 'true', 'false', 'yes', 'no'].includes(trustedDocumentsText))
    problems.push(`GRAPHQL_TRUSTED_DOCUMENTS must be 1 (only the front end's own operations) or 0 (got "${trustedDocumentsText}")`)
  const trustedDocumentsFile = flag('GRAPHQL_TRUSTED_DOCUMENTS')
    ? resolve(get('GRAPHQL_TRUSTED_DOCUMENTS_FILE') ?? join(get('DIST_DIR') ?? 'dist', 'trusted-documents.json'))
    : null

  const publishCommand = get('PUBLISH_COMMAND') ?? null
  const publishWebhookUrl = get('PUBLISH_WEBHOOK_URL') ?? null
  if (publishCommand !== null && publishWebhookUrl !== null) problems.push('Set PUBLISH_COMMAND or PUBLISH_WEBHOOK_URL, not both: a publish runs one of them')
  if (publishWebhookUrl !== null && !isWebhookUrl(publishWebhookUrl)) {
    problems.push('PUBLISH_WEBHOOK_URL must be an https:// URL (http:// only to localhost or 127.0.0.1)')
  }
  const publishWebhookToken = get('PUBLISH_WEBHOOK_TOKEN') ?? null
  if (publishWebhookToken !== null && publishWebhookUrl === null) problems.push('PUBLISH_WEBHOOK_TOKEN is only sent with PUBLISH_WEBHOOK_URL: set both, or neither')
  if (publishWebhookUrl !== null && isGithubDispatchUrl(publishWebhookUrl) && publishWebhookToken === null) {
    problems.push("PUBLISH_WEBHOOK_URL is GitHub's repository dispatch, which needs PUBLISH_WEBHOOK_TOKEN (a token that may write the repository's contents)")
  }
  const quietText = get('PUBLISH_AUTO_QUIET_MINUTES')
  const publishAutoQuietMinutes = quietText === undefined ? null : Number(quietText)
  if (quietText !== undefined && (!/^\d{1,4}$/.test(quietText) || Number(quietText) < 1 || Number(quietText) > 1440)) {
    problems.push(`PUBLISH_AUTO_QUIET_MINUTES must be a number of minutes from 1 to 1440, or unset to publish only by hand (got "${quietText}")`)
  }

  // Each tick is a few indexed queries; more often than 5 s only adds load, less than hourly makes a 24 h reminder late.
  const schedulerText = (get('SCHEDULER_INTERVAL_SECONDS') ?? (nodeEnvText === 'test' ? 'off' : '60')).toLowerCase()
  const schedulerOff = ['off', '0'].includes(schedulerText)
  if (!schedulerOff && (!/^\d{1,4}$/.test(schedulerText) || Number(schedulerText) < 5 || Number(schedulerText) > 3600)) {
    problems.push(`SCHEDULER_INTERVAL_SECONDS must be a number of seconds from 5 to 3600, or off (got "${schedulerText}")`)
  }

  if (problems.length > 0) throw new EnvError(problems)
  return {
    port,
    host: get('HOST') ?? '127.0.0.1',
    database: databaseUrl !== undefined ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir },
    dataDir,
    smtpUrl,
    allowedOrigins,
    seedEmbedOrigins,
    publicUrl: publicUrlText.replace(/\/+$/, ''),
    publicApiUrl: publicApiUrlText?.replace(/\/+$/, '') ?? null,
    nodeEnv: nodeEnvText as NodeEnv,
    mapsApiKey: get('MAPS_API_KEY') ?? null,
    defaultOrganization,
    trustProxy,
    rateLimitScale,
    responseCache: ['on', '1', 'true'].includes(responseCacheText),
    demo,
    mailToLog,
    logSecrets: demo || nodeEnvText !== 'production',
    trustedDocumentsFile,
    publishCommand,
    publishWebhookUrl,
    publishWebhookToken,
    publishAutoQuietMinutes,
    schedulerIntervalMs: schedulerOff ? null : Number(schedulerText) * 1000,
  }
}
