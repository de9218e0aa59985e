// Set-up steps shared by `npm start` and `npm test`. Plain JavaScript on
// purpose: these run on a fresh clone, before dependencies (tsx) exist.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '')

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } })
  if (result.error) throw result.error
  return result.status ?? 1
}

export function mustRun(command, args, options) {
  const status = run(command, args, options)
  if (status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} exited with ${status}`)
    process.exit(status)
  }
}

function hashOf(paths) {
  const hash = createHash('sha256')
  for (const path of paths) {
    hash.update(relative(root, path))
    hash.update(readFileSync(path))
  }
  return hash.digest('hex')
}

function walk(dir, out = []) {
  if (!existsSync(dir)) return out
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    const full = join(dir, entry.name)
    if (entry.isDirectory()) walk(full, out)
    else out.push(full)
  }
  return out.sort()
}

/** Install dependencies when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const lock = join(root, 'package-lock.json')
  const stampFile = join(root, 'node_modules', '.install-stamp')
  const wanted = hashOf([join(root, 'package.json'), lock].filter(existsSync))
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) return
  console.log('• Installing dependencies (npm ci)…')
  mustRun('npm', [existsSync(lock) ? 'ci' : 'install', '--no-audit', '--no-fund'])
  writeFileSync(stampFile, wanted)
}

/** Everything the built site depends on; a change means the build is stale. */
function buildFingerprint(extra) {
  const inputs = ['pages', 'renderer', 'layouts', 'src', 'locales', 'public', 'scripts/build', 'tests/e2e/fixture-pages']
    .flatMap((dir) => walk(join(root, dir)))
    .filter((file) => !/\.test\.tsx?$/.test(file))
  const files = [...inputs, ...['vite.config.ts', 'package-lock.json', 'server/schema.graphql', 'scripts/build.ts'].map((f) => join(root, f))]
  return hashOf(files.filter(existsSync)) + ':' + extra
}

const stampFileOf = () => join(root, 'dist', '.build-stamp')
const wantedStamp = (fixtures) => buildFingerprint(fixtures ? 'e2e-fixtures' : 'production')

/** dist/ holds a build of exactly these sources (and of the browser-test pages when `fixtures`). */
export function buildIsCurrent({ fixtures = false } = {}) {
  const stampFile = stampFileOf()
  return existsSync(join(root, 'dist/client/index.html')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wantedStamp(fixtures)
}

export function markBuilt({ fixtures = false } = {}) {
  writeFileSync(stampFileOf(), wantedStamp(fixtures))
}

/** Build (bundle + prerender) when dist/ is missing or stale. */
export function ensureBuild({ fixtures = false } = {}) {
  if (buildIsCurrent({ fixtures })) {
    console.log('• Build is up to date.')
    return
  }
  console.log('• Building the site (vike build + prerender)…')
  // The demo and the tests build from the demo organization (seeded into an empty database).
  mustRun('npm', ['run', 'build'], { env: { E2E_FIXTURES: fixtures ? '1' : '', DEMO: '1' } })
  markBuilt({ fixtures })
}

/**
 * Debian's Chromium, never a browser download: the full browser (the smokes,
 * the bench) and its headless shell, the same engine without the browser's
 * own processes, for the main browser suite (decision 044).
 */
export function ensureChromium() {
  const packages = [
    ['/usr/bin/chromium', 'chromium'],
    ['/usr/bin/chromium-headless-shell', 'chromium-headless-shell'],
  ]
    .filter(([binary]) => !existsSync(binary))
    .map(([, name]) => name)
  if (packages.length === 0) return
  console.log(`• Installing ${packages.join(' and ')} (apt-get install -y ${packages.join(' ')})…`)
  if (run('apt-get', ['install', '-y', '--no-install-recommends', ...packages]) !== 0) {
    mustRun('apt-get', ['update'])
    mustRun('apt-get', ['install', '-y', '--no-install-recommends', ...packages])
  }
}
