/**
 * `tsx scripts/with-postgres.ts <command…>`: runs the command with
 * DATABASE_URL pointing at a real PostgreSQL server. When DATABASE_URL is
 * already set, that server is used as is. Otherwise a throw-away cluster is
 * created under `.test-data/pg` from Debian's `postgresql` binaries (installed
 * with apt-get when missing), started on a free loopback port with durability
 * off (it is deleted afterwards), and stopped when the command ends. The
 * command's exit code is passed through.
 *
 * Also importable: `withPostgres(async (url) => …)` (used by the API bench).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import { freePort } from './lib/free-port'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
const log = (message: string): void => console.error(`[with-postgres] ${message}`)

function findBinDir(): string | null {
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return null
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] === undefined ? null : join(base, versions[0], 'bin')
}

function ensureBinaries(): string {
  const found = findBinDir()
  if (found !== null) return found
  log('PostgreSQL server binaries missing: apt-get install -y postgresql')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], { stdio: 'inherit', env })
  const installed = findBinDir()
  if (installed === null) throw new Error('postgresql installed but no initdb found under /usr/lib/postgresql/*/bin')
  return installed
}

export interface Cluster {
  readonly url: string
  stop(): void
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user. */
function asOwner(bin: string, args: string[], asRoot: boolean): { cmd: string; args: string[] } {
  return asRoot ? { cmd: 'runuser', args: ['-u', 'postgres', '--', bin, ...args] } : { cmd: bin, args }
}

/** A throw-away cluster (see the top of this file); `stop()` deletes it. */
export async function startCluster(): Promise<Cluster> {
  const binDir = ensureBinaries()
  const asRoot = process.getuid?.() === 0
  const base = join(root, '.test-data', 'pg')
  const dir = join(base, `cluster-${process.pid}`)
  const socketDir = join(base, `sock-${process.pid}`)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  mkdirSync(socketDir, { recursive: true })
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
    for (const d of [base, dir, socketDir]) chownSync(d, uid, gid)
  }
  const run = (bin: string, args: string[]) => {
    const c = asOwner(join(binDir, bin), args, asRoot)
    const result = spawnSync(c.cmd, c.args, { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`${bin} failed (${result.status}): ${result.stderr || result.stdout}`)
  }
  run('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'])
  const port = await freePort()
  const options = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-k ${socketDir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
    '-c shared_buffers=256MB',
  ].join(' ')
  run('pg_ctl', ['-D', dir, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start'])
  log(`PostgreSQL ${binDir.split('/').at(-2)} on 127.0.0.1:${port} (${dir})`)
  let stopped = false
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return
      stopped = true
      try {
        run('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop'])
      } catch (error) {
        log(`stop failed: ${error instanceof Error ? error.message : String(error)}`)
      }
      rmSync(dir, { recursive: true, force: true })
      rmSync(socketDir, { recursive: true, force: true })
    },
  }
}

/** Runs `task` with a PostgreSQL URL: DATABASE_URL if set, else a throw-away cluster. */
export async function withPostgres<T>(task: (url: string) => Promise<T>): Promise<T> {
  const given = process.env.DATABASE_URL?.trim()
  if (given) return task(given)
  const cluster = await startCluster()
  const stopOnSignal = () => {
    cluster.stop()
    process.exit(130)
  }
  process.once('SIGINT', stopOnSignal)
  process.once('SIGTERM', stopOnSignal)
  try {
    return await task(cluster.url)
  } finally {
    process.off('SIGINT', stopOnSignal)
    process.off('SIGTERM', stopOnSignal)
    cluster.stop()
  }
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2)
  if (command === undefined) {
    console.error('usage: tsx scripts/with-postgres.ts <command> [args…]')
    process.exit(2)
  }
  const code = await withPostgres(
    (url) =>
      new Promise<number>((resolveCode) => {
        const npxBin = join(root, 'node_modules', '.bin', command)
        const child = spawn(existsSync(npxBin) ? npxBin : command, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } })
        child.on('exit', (exitCode, signal) => resolveCode(exitCode ?? (signal ? 1 : 0)))
        child.on('error', (error) => {
          log(error.message)
          resolveCode(127)
        })
      }),
  )
  process.exit(code)
}

const entry = process.argv[1]
if (entry !== undefined && resolve(entry) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    log(error instanceof Error ? error.message : String(error))
    process.exit(1)
  })
}
