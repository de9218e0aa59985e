/**
 * The static-host test's bootstrap, started by playwright.config.ts: the
 * deployment the README describes, for real.
 *  1. The API alone (`--api-only`) on its own origin, with its own database,
 *     allowing the site's and the host page's origins (ALLOWED_ORIGINS).
 *  2. A build for that deployment: the browser calls that API
 *     (PUBLIC_ENV__API_URL), pages prerendered from it (API_URL).
 *  3. nginx serving the build's dist/client with the build's
 *     deploy/nginx.conf, as written (NGINX_LISTEN and NGINX_ROOT at build).
 *  4. An organization's page with the widget, on a third origin.
 * Playwright waits for the site's URL; every child stops with this process.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { startNginx } from '../../../scripts/lib/nginx'
import { STATIC_API_URL, STATIC_HOST_DIR, STATIC_HOST_PAGE_URL, STATIC_SITE_URL } from './environment'

const root = resolve(new URL('../../..', import.meta.url).pathname)
const dir = join(root, STATIC_HOST_DIR)
const distDir = join(dir, 'dist')
const tsx = join(root, 'node_modules/.bin/tsx')
const children: ChildProcess[] = []
let stopNginx = (): void => undefined

function stopAll(): void {
  stopNginx()
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => (stopAll(), process.exit(0)))
process.once('exit', stopAll)

/** Starts the API and resolves when it says it listens (its own start-up line). */
function startApi(): Promise<void> {
  const api = spawn(tsx, ['server/main.ts', '--api-only'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: new URL(STATIC_API_URL).port,
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'db'),
      PUBLIC_URL: STATIC_SITE_URL,
      PUBLIC_API_URL: STATIC_API_URL,
      ALLOWED_ORIGINS: [STATIC_SITE_URL, STATIC_HOST_PAGE_URL].join(','),
      SEED_EMBED_ORIGINS: STATIC_HOST_PAGE_URL,
      NODE_ENV: 'test',
      DEMO: '1',
      LOG_LEVEL: 'info',
      RATE_LIMIT_SCALE: '50',
    },
  })
  children.push(api)
  return new Promise((resolveStarted, reject) => {
    api.once('exit', (code) => reject(new Error(`the API exited with ${code}`)))
    // Its start-up lines only: the e-mail log that follows would drown the test output (errors go to stderr).
    let started = false
    createInterface({ input: api.stdout }).on('line', (line) => {
      if (started) return
      process.stdout.write(`[static-host api] ${line}\n`)
      if (line.startsWith('API listening on')) {
        started = true
        resolveStarted()
      }
    })
  })
}

function build(): Promise<void> {
  // Relative: scripts/build.ts joins it to the project's folder.
  const env = {
    ...process.env,
    DIST_DIR: join(STATIC_HOST_DIR, 'dist'),
    API_URL: STATIC_API_URL,
    PUBLIC_ENV__API_URL: STATIC_API_URL,
    PUBLIC_ENV__SITE_URL: STATIC_SITE_URL,
    E2E_FIXTURES: '',
    // nginx.conf ready to use, as the README's nginx deployment builds it.
    NGINX_LISTEN: `127.0.0.1:${new URL(STATIC_SITE_URL).port}`,
    NGINX_ROOT: join(distDir, 'client'),
  }
  // Vite's file list stays out of the test output; its errors come on stderr.
  const child = spawn(tsx, ['scripts/build.ts'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env })
  children.push(child)
  return new Promise((resolveBuilt, reject) => child.once('exit', (code) => (code === 0 ? resolveBuilt() : reject(new Error(`the build exited with ${code}`)))))
}

/** The organization's page with the widget (tests/e2e/embeds/host-page/widget.html), pointing at the nginx site. */
function serveHostPage(): void {
  const page = readFileSync(join(root, 'tests/e2e/embeds/host-page/widget.html'), 'utf8').replaceAll('%PORTAL_ORIGIN%', STATIC_SITE_URL)
  createServer((req, res) => {
    if (req.url === '/widget.html') res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(page)
    else res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
  }).listen(Number(new URL(STATIC_HOST_PAGE_URL).port), '127.0.0.1')
}

rmSync(dir, { recursive: true, force: true })
await startApi()
await build()
serveHostPage()
const nginx = startNginx(join(dir, 'nginx'), readFileSync(join(distDir, 'deploy', 'nginx.conf'), 'utf8'))
stopNginx = () => nginx.stop()
nginx.process.once('exit', (code) => {
  console.error(`[static-host] nginx exited with ${code}`)
  stopAll()
  process.exit(1)
})
console.log(`[static-host] nginx serves ${STATIC_SITE_URL}/ (API ${STATIC_API_URL}, host page ${STATIC_HOST_PAGE_URL}/widget.html)`)
