#!/usr/bin/env node
// `npm test` on a fresh clone: installs what it needs (dependencies, Debian's
// Chromium; PostgreSQL through scripts/with-postgres.ts), then runs typecheck,
// lint, unit tests, API tests on PGlite and on PostgreSQL, the browser tests
// against the production build, and the browser smokes (production mode;
// PostgreSQL), and ends with `N passed, N failed`. Every step has a time
// limit: a step that exceeds it is stopped and fails with its name
// (decision 044). Steps that use one core each run side by side.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { ensureProjectNode } from './lib/project-node.mjs'
import { buildIsCurrent, ensureChromium, ensureDependencies, markBuilt, root } from './lib/setup.mjs'
import { runStep } from './lib/run-step.mjs'

ensureProjectNode()

const started = Date.now()
ensureDependencies()
ensureChromium()
mkdirSync(join(root, '.test-data'), { recursive: true })

const results = []
const bin = (name) => join(root, 'node_modules/.bin', name)
const minutes = (n) => n * 60_000

/** A check with no test count of its own (typecheck, lint) counts as one test. */
async function check(name, command, args, limitMs, buffered = false) {
  const { status } = await runStep(name, command, args, { limitMs, buffered })
  results.push({ name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 })
}

/** Vitest run: counts from its JSON report; a crash or a timeout without a report is one failure. */
async function vitest(name, project, limitMs, { env = {}, wrapper = [], buffered = false } = {}) {
  const report = join(root, `.test-data/vitest-${name.replace(/\W+/g, '-')}.json`)
  rmSync(report, { force: true })
  const args = ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]
  const [command, commandArgs] = wrapper.length ? [bin('tsx'), [...wrapper, bin('vitest'), ...args]] : [bin('vitest'), args]
  const { status } = await runStep(name, command, commandArgs, { env, limitMs, buffered })
  results.push(countVitest(name, report, status))
}

function countVitest(name, report, status) {
  if (!existsSync(report)) return { name, passed: 0, failed: 1 }
  const json = JSON.parse(readFileSync(report, 'utf8'))
  const failed = json.numFailedTests + (status !== 0 && json.numFailedTests === 0 ? 1 : 0)
  return { name, passed: json.numPassedTests, failed }
}

/** A Playwright run: counts from its JSON report (a skipped test means its project's dependency failed). */
async function playwright(name, args, limitMs, { env = {}, wrapper = [] } = {}) {
  const report = join(root, `.test-data/e2e-report-${name.replace(/\W+/g, '-')}.json`)
  rmSync(report, { force: true })
  const [command, commandArgs] = wrapper.length ? [bin('tsx'), [...wrapper, bin('playwright'), 'test', ...args]] : [bin('playwright'), ['test', ...args]]
  const { status } = await runStep(name, command, commandArgs, { env: { ...env, E2E_REPORT: report }, limitMs })
  if (!existsSync(report)) return results.push({ name, passed: 0, failed: 1 })
  const stats = JSON.parse(readFileSync(report, 'utf8')).stats
  const failed = stats.unexpected + stats.flaky + stats.skipped + (status !== 0 && stats.unexpected === 0 ? 1 : 0)
  results.push({ name, passed: stats.expected, failed })
}

// Two cores, two lanes, each step on one core (their output printed whole as
// each ends). The API tests on PGlite run inside their test process and are
// the longest step: one lane starts with them, then the unit tests; the other
// takes typecheck, lint, the API tests on PostgreSQL (half in PostgreSQL's
// processes) and the build (decision 044). Typecheck writes its generated
// files only when they change, and every import of them is a type import.
await Promise.all([
  (async () => {
    await vitest('api (PGlite)', 'api', minutes(10), { env: { DATABASE_URL: '' }, buffered: true })
    await vitest('unit', 'unit', minutes(5), { buffered: true })
  })(),
  (async () => {
    await check('typecheck', 'npm', ['run', '--silent', 'typecheck'], minutes(4), true)
    await check('lint', 'npm', ['run', '--silent', 'lint'], minutes(5), true)
    await vitest('api (PostgreSQL)', 'api', minutes(10), { wrapper: ['scripts/with-postgres.ts'], buffered: true })
    await build()
  })(),
])

async function build() {
  rmSync(join(root, '.test-data/e2e-db'), { recursive: true, force: true })
  // Builds published by an earlier run's staff tests would be served instead of this build (server/publishing).
  rmSync(join(root, 'dist-publish'), { recursive: true, force: true })
  if (buildIsCurrent({ fixtures: true })) return
  // The demo and the tests build from the demo organization (seeded into an empty database).
  const { status } = await runStep('build', 'npm', ['run', 'build'], { env: { E2E_FIXTURES: '1', DEMO: '1' }, limitMs: minutes(5), buffered: true })
  if (status === 0) markBuilt({ fixtures: true })
  else results.push({ name: 'build', passed: 0, failed: 1 })
}
await playwright('browser (Playwright, Chromium)', [], minutes(35))
// The smokes start from the build as `npm start` has it: the browser tests' publishers left a published
// build (with their database's logo and texts) that the servers would serve instead.
rmSync(join(root, 'dist-publish'), { recursive: true, force: true })
await playwright('browser smokes (production mode; PostgreSQL)', ['--config', 'playwright.smoke.config.ts'], minutes(4), { wrapper: ['scripts/with-postgres.ts'] })

console.log('\n━━ Summary ━━')
for (const r of results) console.log(`${r.failed ? '✗' : '✓'} ${r.name}: ${r.passed} passed, ${r.failed} failed`)
const passed = results.reduce((n, r) => n + r.passed, 0)
const failed = results.reduce((n, r) => n + r.failed, 0)
console.log(`\nTotal time ${((Date.now() - started) / 60000).toFixed(1)} min`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
