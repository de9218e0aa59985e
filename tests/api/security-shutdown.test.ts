// Issue 15, finding 9 (shutdown), the fault test: SIGTERM to the real server process while 4
// clients submit questions. Every acknowledged question is stored once, the requests in flight
// are completed, nothing is cut, and the refusals after SIGTERM are clean (503 or connection
// refused). Counted in the database once the process has exited.
import { spawn } from 'node:child_process'
import type { ChildProcessByStdio } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { like } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/client'
import type { DatabaseConfig } from '../../server/db/client'
import { questions } from '../../server/db/schema'
import { SHUTDOWN_GRACE_MS } from '../../server/http/graceful-close'
import { GRAPHQL_PATH } from '../../src/contract/graphql-endpoint'
import { alice, ASK, questionInput } from './helpers/fixtures'
import { freshIp } from './helpers/test-api'
import { pgliteTemplate, postgresClone } from './helpers/template'

const root = new URL('../..', import.meta.url).pathname
const run = `${process.pid}-${Date.now().toString(36)}`
const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup()
})

/** A database of its own for the server process: a PGlite data dir on disk, or a PostgreSQL clone. */
async function serverDatabase(): Promise<{ env: Record<string, string>; config: DatabaseConfig }> {
  const adminUrl = process.env.DATABASE_URL
  if (adminUrl) {
    const clone = await postgresClone(adminUrl)
    cleanups.push(clone.drop)
    return { env: { DATABASE_URL: clone.url }, config: { kind: 'postgres', url: clone.url, poolSize: 2 } }
  }
  const dataDir = join(root, '.test-data', `shutdown-${run}`)
  mkdirSync(dataDir, { recursive: true })
  cleanups.push(() => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })))
  const seeded = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: await pgliteTemplate() })
  await seeded.close()
  return { env: { DATA_DIR: dataDir }, config: { kind: 'pglite', dataDir } }
}

type Server = ChildProcessByStdio<null, Readable, Readable>

/** server/main.ts as production runs it (one node process), on a free port; resolves with its URL once it listens. */
async function startServerProcess(env: Record<string, string>): Promise<{ child: Server; url: string; output: () => string }> {
  const { DATABASE_URL: _inherited, ...inherited } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--api-only'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...inherited, NODE_ENV: 'test', DEMO: '1', PORT: '0', HOST: '127.0.0.1', TRUST_PROXY: '1', RATE_LIMIT_SCALE: '50', LOG_LEVEL: 'info', ...env },
  })
  let output = ''
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const port = /API listening on http:\/\/localhost:(\d+)/.exec(output)?.[1]
      if (port !== undefined) resolve(`http://127.0.0.1:${port}`)
    })
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)))
  })
  return { child, url, output: () => output }
}

type Outcome = { kind: 'acknowledged'; topic: string; id: string; afterSigterm: boolean } | { kind: 'refused'; how: '503' | 'ECONNREFUSED' } | { kind: 'broken'; detail: string }

const askBody = (topic: string): string => JSON.stringify({ query: ASK, variables: { input: questionInput({ ambassadorId: alice.id, topic }) } })

function acknowledgement(status: number, text: string, topic: string, afterSigterm: boolean): Outcome {
  if (status === 503 && text.includes('SHUTTING_DOWN')) return { kind: 'refused', how: '503' }
  const id = (JSON.parse(text) as { data?: { askQuestion?: { thread?: { id: string } | null } } }).data?.askQuestion?.thread?.id
  return status === 200 && id !== undefined ? { kind: 'acknowledged', topic, id, afterSigterm } : { kind: 'broken', detail: `${status} ${text.slice(0, 300)}` }
}

describe('finding 9: SIGTERM lets requests in flight finish, refuses new ones cleanly, then exits', () => {
  it('4 clients submitting through a SIGTERM: every acknowledged question stored once, none cut', async () => {
    const database = await serverDatabase()
    const server = await startServerProcess(database.env)
    const endpoint = `${server.url}${GRAPHQL_PATH}`
    const exited = new Promise<{ code: number | null; at: number }>((resolve) => server.child.once('exit', (code) => resolve({ code, at: Date.now() })))
    let sigtermAt: number | null = null
    const outcomes: Outcome[] = []

    // Each client submits one question after another (keep-alive, as browsers do) until it is refused.
    let firstAcks: () => void = () => undefined
    const acksArrived = new Promise<void>((resolve) => {
      firstAcks = resolve
    })
    const client = async (name: string): Promise<void> => {
      const ip = freshIp()
      for (let i = 0; ; i++) {
        const topic = `Shutdown ${run} ${name} #${i}`
        let outcome: Outcome
        try {
          const response = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: askBody(topic) })
          outcome = acknowledgement(response.status, await response.text(), topic, sigtermAt !== null)
        } catch (error) {
          const code = (error as { cause?: { code?: string } }).cause?.code
          outcome = code === 'ECONNREFUSED' ? { kind: 'refused', how: 'ECONNREFUSED' } : { kind: 'broken', detail: `${String(error)} (${code ?? 'no code'})` }
        }
        outcomes.push(outcome)
        if (outcomes.filter((o) => o.kind === 'acknowledged').length >= 4) firstAcks()
        if (outcome.kind !== 'acknowledged') return
      }
    }
    const clients = Promise.all(['a', 'b', 'c', 'd'].map(client))
    await acksArrived

    // One more submission is held in flight on purpose: its headers are in (the server answered
    // 100 Continue, so its handler runs), its body is sent only after SIGTERM and after every
    // other client was refused. It must still be answered and stored.
    const heldTopic = `Shutdown ${run} held`
    const held = askBody(heldTopic)
    let continued: () => void = () => undefined
    const sigtermSent = new Promise<void>((resolve) => {
      continued = resolve
    })
    let sendHeldBody: () => void = () => undefined
    const heldOutcome = new Promise<Outcome>((resolve) => {
      const req = request(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(held), expect: '100-continue', 'x-forwarded-for': freshIp() },
      })
      req.on('continue', () => {
        sigtermAt = Date.now()
        server.child.kill('SIGTERM')
        sendHeldBody = () => req.end(held)
        continued()
      })
      req.on('response', (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString()
        })
        res.on('end', () => resolve(acknowledgement(res.statusCode ?? 0, text, heldTopic, true)))
      })
      req.on('error', (error) => resolve({ kind: 'broken', detail: `held request: ${String(error)}` }))
    })
    await Promise.all([clients, sigtermSent])
    sendHeldBody()
    outcomes.push(await heldOutcome)
    const exit = await exited

    expect(
      outcomes.filter((o) => o.kind === 'broken'),
      server.output(),
    ).toEqual([])
    expect(outcomes.filter((o) => o.kind === 'refused')).toHaveLength(4)
    expect(exit.code).toBe(0)
    expect(exit.at - (sigtermAt ?? 0)).toBeLessThan(SHUTDOWN_GRACE_MS)

    // Counted in the database the process left behind.
    const after = await openDatabase(database.config)
    const stored = await after.db
      .select({ id: questions.id, topic: questions.topic })
      .from(questions)
      .where(like(questions.topic, `Shutdown ${run}%`))
    await after.close()
    const acknowledged = outcomes.flatMap((o) => (o.kind === 'acknowledged' ? [o] : []))
    expect(acknowledged.length).toBeGreaterThanOrEqual(5)
    expect(acknowledged.find((o) => o.topic === heldTopic)?.afterSigterm).toBe(true)
    // Stored exactly the acknowledged questions, each once: nothing done without an answer, nothing twice.
    expect(stored.map((s) => `${s.topic} ${s.id}`).sort()).toEqual(acknowledged.map((o) => `${o.topic} ${o.id}`).sort())
  }, 90_000)
})
