import { describe, expect, it } from 'vitest'
import { ENV_VARIABLES, EnvError, loadDatabaseEnv, loadEnv } from './env'

describe('loadEnv', () => {
  it('has working defaults: production, port 3000 on loopback, PGlite under .data, public URL from the port', () => {
    const env = loadEnv({ SMTP_URL: 'smtp://mail.example:587' })
    expect(env).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '.data',
      database: { kind: 'pglite', dataDir: '.data' },
      allowedOrigins: null,
      publicUrl: 'http://localhost:3000',
      nodeEnv: 'production',
      defaultOrganization: 'demo',
      rateLimitScale: 1,
      trustProxy: 0,
      demo: false,
      logSecrets: false,
    })
    expect(loadEnv({ PORT: '8080', DEMO: '1' }).publicUrl).toBe('http://localhost:8080')
  })
  it('refuses production without a way to deliver e-mail, unless MAIL_TO_LOG=1 says so explicitly', () => {
    expect(() => loadEnv({})).toThrow(/SMTP_URL is required in production/)
    expect(loadEnv({ MAIL_TO_LOG: '1' })).toMatchObject({ mailToLog: true, logSecrets: false })
    expect(loadEnv({ DEMO: '1' })).toMatchObject({ demo: true, logSecrets: true })
    expect(loadEnv({ NODE_ENV: 'development' })).toMatchObject({ nodeEnv: 'development', logSecrets: true })
  })
  it('TRUST_PROXY is a number of proxies', () => {
    expect(loadEnv({ DEMO: '1', TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(() => loadEnv({ DEMO: '1', TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be the number of proxies/)
  })
  it('GRAPHQL_TRUSTED_DOCUMENTS=1 reads the manifest from the build (or GRAPHQL_TRUSTED_DOCUMENTS_FILE); off by default', () => {
    expect(loadEnv({ DEMO: '1' }).trustedDocumentsFile).toBeNull()
    expect(loadEnv({ DEMO: '1', GRAPHQL_TRUSTED_DOCUMENTS: '1', DIST_DIR: '/srv/site' }).trustedDocumentsFile).toBe('/srv/site/trusted-documents.json')
    expect(loadEnv({ DEMO: '1', GRAPHQL_TRUSTED_DOCUMENTS: 'true', GRAPHQL_TRUSTED_DOCUMENTS_FILE: '/etc/portal/docs.json' }).trustedDocumentsFile).toBe('/etc/portal/docs.json')
    expect(() => loadEnv({ DEMO: '1', GRAPHQL_TRUSTED_DOCUMENTS: 'strict' })).toThrow(/GRAPHQL_TRUSTED_DOCUMENTS must be 1/)
  })
  it('uses PostgreSQL when DATABASE_URL is set, and parses origins', () => {
    const env = loadEnv({
      MAIL_TO_LOG: '1',
      DATABASE_URL: 'postgres://u@db:5432/app',
      ALLOWED_ORIGINS: 'https://a.example, https://b.example/path',
      PUBLIC_URL: 'https://portal.example/',
    })
    expect(env.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/app' })
    expect(env.allowedOrigins).toEqual(['https://a.example', 'https://b.example'])
    expect(env.publicUrl).toBe('https://portal.example')
  })
  it("PUBLIC_API_URL (else the front end's PUBLIC_ENV__API_URL) is where browsers reach the API; none = same origin", () => {
    expect(loadEnv({ DEMO: '1' }).publicApiUrl).toBeNull()
    expect(loadEnv({ DEMO: '1', PUBLIC_ENV__API_URL: 'https://api.example/' }).publicApiUrl).toBe('https://api.example')
    expect(loadEnv({ DEMO: '1', PUBLIC_API_URL: 'https://a.example', PUBLIC_ENV__API_URL: 'https://b.example' }).publicApiUrl).toBe('https://a.example')
    expect(() => loadEnv({ DEMO: '1', PUBLIC_API_URL: 'api.example' })).toThrow(/PUBLIC_API_URL must be an http\(s\) URL/)
  })
  it('reports every invalid value at once, with what a valid one looks like', () => {
    try {
      loadEnv({ PORT: 'eighty', NODE_ENV: 'prod', DATABASE_URL: 'mysql://x', SMTP_URL: 'mail.example', ALLOWED_ORIGINS: 'not a url', RATE_LIMIT_SCALE: '0' })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError)
      const problems = (error as EnvError).problems
      expect(problems).toHaveLength(6)
      expect(problems.join('\n')).toMatch(/PORT must be a port number/)
      expect((error as EnvError).message).toMatch(/^Invalid environment:/)
    }
  })
  it('publishing: one of PUBLISH_COMMAND or an https PUBLISH_WEBHOOK_URL, and auto-publish off unless given minutes', () => {
    expect(loadEnv({ DEMO: '1' })).toMatchObject({ publishCommand: null, publishWebhookUrl: null, publishAutoQuietMinutes: null })
    expect(loadEnv({ DEMO: '1', PUBLISH_COMMAND: './deploy.sh', PUBLISH_AUTO_QUIET_MINUTES: '15' })).toMatchObject({ publishCommand: './deploy.sh', publishAutoQuietMinutes: 15 })
    expect(loadEnv({ DEMO: '1', PUBLISH_WEBHOOK_URL: 'http://127.0.0.1:9000/hook' }).publishWebhookUrl).toBe('http://127.0.0.1:9000/hook')
    expect(() => loadEnv({ DEMO: '1', PUBLISH_WEBHOOK_URL: 'http://ci.example/hook' })).toThrow(/PUBLISH_WEBHOOK_URL must be an https:\/\/ URL/)
    expect(() => loadEnv({ DEMO: '1', PUBLISH_COMMAND: 'x', PUBLISH_WEBHOOK_URL: 'https://ci.example/hook' })).toThrow(/not both/)
    const dispatches = 'https://api.github.com/repos/acme/site/dispatches'
    expect(loadEnv({ DEMO: '1', PUBLISH_WEBHOOK_URL: dispatches, PUBLISH_WEBHOOK_TOKEN: 't' }).publishWebhookToken).toBe('t')
    expect(() => loadEnv({ DEMO: '1', PUBLISH_WEBHOOK_URL: dispatches })).toThrow(/needs PUBLISH_WEBHOOK_TOKEN/)
    expect(() => loadEnv({ DEMO: '1', PUBLISH_WEBHOOK_TOKEN: 't' })).toThrow(/only sent with PUBLISH_WEBHOOK_URL/)
    for (const minutes of ['0', '-5', '2.5', 'soon', '1441'])
      expect(() => loadEnv({ DEMO: '1', PUBLISH_AUTO_QUIET_MINUTES: minutes })).toThrow(/PUBLISH_AUTO_QUIET_MINUTES must be/)
  })
  it('scheduled jobs: every 60 s by default, off in tests unless asked, 5–3600 s or off', () => {
    expect(loadEnv({ DEMO: '1' }).schedulerIntervalMs).toBe(60_000)
    expect(loadEnv({ NODE_ENV: 'test' }).schedulerIntervalMs).toBeNull()
    expect(loadEnv({ NODE_ENV: 'test', SCHEDULER_INTERVAL_SECONDS: '30' }).schedulerIntervalMs).toBe(30_000)
    expect(loadEnv({ DEMO: '1', SCHEDULER_INTERVAL_SECONDS: 'off' }).schedulerIntervalMs).toBeNull()
    expect(loadEnv({ DEMO: '1', SCHEDULER_INTERVAL_SECONDS: '0' }).schedulerIntervalMs).toBeNull()
    for (const seconds of ['4', '3601', '1.5', 'hourly', '-60'])
      expect(() => loadEnv({ DEMO: '1', SCHEDULER_INTERVAL_SECONDS: seconds })).toThrow(/SCHEDULER_INTERVAL_SECONDS must be/)
  })
  it('reads exactly ENV_VARIABLES, the list the README table is checked against (env-docs.test.ts)', () => {
    const read = new Set<string>()
    const recording = (values: Record<string, string>) =>
      new Proxy(values, {
        get(target, name) {
          if (typeof name !== 'string') return undefined
          read.add(name)
          return target[name]
        },
      })
    // Some variables are read only when others are set (the manifest's file) or unset (PUBLIC_API_URL's fallback).
    const sources: Record<string, string>[] = [{}, { DEMO: '1' }, { DEMO: '1', GRAPHQL_TRUSTED_DOCUMENTS: '1' }, { DEMO: '1', PUBLIC_API_URL: 'https://api.example' }]
    for (const values of sources) {
      try {
        loadEnv(recording(values))
      } catch (error) {
        if (!(error instanceof EnvError)) throw error
      }
    }
    loadDatabaseEnv(recording({}))
    expect([...read].sort()).toEqual([...ENV_VARIABLES].sort())
  })
})
