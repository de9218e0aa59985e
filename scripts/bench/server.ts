import { spawn, type ChildProcess } from 'node:child_process'
import { openSync } from 'node:fs'
import { freePort } from '../lib/free-port'

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '')

export interface RunningServer {
  url: string
  /** The server process itself (node, not a wrapper): /proc/<pid>/status is its memory. */
  pid: number
  child: ChildProcess
  close: () => Promise<void>
}

/**
 * Starts the production server (site + API, or `apiOnly`) as one node
 * process — `node --import tsx`, no tsx wrapper process — and resolves once
 * the API answers.
 */
export async function startProductionServer(options: {
  distDir: string
  dataDir: string
  apiOnly?: boolean
  env?: Record<string, string>
  /** Server output goes here (the bench prints only its table). */
  logFile: string
}): Promise<RunningServer> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const args = ['--import', 'tsx', 'server/main.ts', ...(options.apiOnly ? ['--api-only'] : [])]
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', openSync(options.logFile, 'a'), openSync(options.logFile, 'a')],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: options.distDir,
      DATA_DIR: options.dataDir,
      PUBLIC_URL: url,
      NODE_ENV: 'production',
      // The bench measures the demo organization's pages: seeded, mails to the log.
      DEMO: '1',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  })
  return waitForApi(child, url, 120_000)
}

/**
 * Starts the demo exactly as `npm start` does (`node scripts/start.mjs`: the
 * same build in dist/, built first if stale, the same server process and
 * defaults) on a free port, its database in `dataDir`, and resolves once the
 * API answers at http://localhost:<port>, the address a visitor types.
 */
export async function startNpmStart(options: { dataDir: string; logFile: string }): Promise<RunningServer> {
  const port = await freePort()
  const url = `http://localhost:${port}`
  const { DIST_DIR: _ignored, ...env } = process.env
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', openSync(options.logFile, 'a'), openSync(options.logFile, 'a')],
    env: { ...env, PORT: String(port), DATA_DIR: options.dataDir },
  })
  // A stale dist/ is rebuilt first (about a minute here): a longer wait than the bench's own server.
  return waitForApi(child, url, 600_000)
}

/** Runs an npm script to completion, output to logFile; rejects on a non-zero exit. */
export function runNpm(script: string, env: Record<string, string>, logFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const log = openSync(logFile, 'a')
    const child = spawn('npm', ['run', '--silent', script], { cwd: root, stdio: ['ignore', log, log], env: { ...process.env, ...env } })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run ${script} exited with ${code} (log: ${logFile})`))))
  })
}

/** Resolves once the API behind `url` answers; `close` stops the process and waits for its exit. */
async function waitForApi(child: ChildProcess, url: string, limitMs: number): Promise<RunningServer> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const close = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  const deadline = Date.now() + limitMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering`)
    try {
      const response = await fetch(`${url}/gql/public?query=%7B__typename%7D`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await close()
      throw new Error(`the server did not answer within ${limitMs / 1000} s`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { url, pid: child.pid ?? -1, child, close }
}
