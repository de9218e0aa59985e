import { describe, expect, it } from 'vitest'
import { EnvError, loadEnv } from './env'

describe('loadEnv', () => {
  it('has working defaults: port 3000 on loopback, PGlite under .data, public URL from the port', () => {
    const env = loadEnv({})
    expect(env).toMatchObject({ port: 3000, host: '127.0.0.1', dataDir: '.data', database: { kind: 'pglite', dataDir: '.data' }, smtpUrl: null, allowedOrigins: null, publicUrl: 'http://localhost:3000', nodeEnv: 'development', defaultOrganization: 'demo', rateLimitScale: 1, trustProxy: 0 })
    expect(loadEnv({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080')
  })
  it('uses PostgreSQL when DATABASE_URL is set, and parses origins', () => {
    const env = loadEnv({ DATABASE_URL: 'postgres://u@db:5432/app', ALLOWED_ORIGINS: 'https://a.example, https://b.example/path', PUBLIC_URL: 'https://portal.example/' })
    expect(env.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/app' })
    expect(env.allowedOrigins).toEqual(['https://a.example', 'https://b.example'])
    expect(env.publicUrl).toBe('https://portal.example')
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
})
