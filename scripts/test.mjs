#!/usr/bin/env node
// `npm test` on a fresh clone: installs what it needs (dependencies, Debian's
// Chromium; PostgreSQL through scripts/with-postgres.ts), then runs typecheck,
// lint, unit tests, API tests on PGlite and on PostgreSQL, and the browser
// tests against the production build, and ends with `N passed, N failed`.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { ensureProjectNode } from './lib/project-node.mjs'
import { ensureBuild, ensureChromium, ensureDependencies, root, run } from './lib/setup.mjs'

ensureProjectNode()

const started = Date.now()
ensureDependencies()
ensureChromium()
mkdirSync(join(root, '.test-data'), { recursive: true })

const results = []
const bin = (name) => join(root, 'node_modules/.bin', name)

function step(name, command, args, options = {}) {
  console.log(`\n━━ ${name} ━━`)
  const t0 = Date.now()
  const status = run(command, args, options)
  console.log(`━━ ${name}: ${status === 0 ? 'ok' : `FAILED (exit ${status})`} in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
  return status
}

/** A check with no test count of its own (typecheck, lint) counts as one test. */
function check(name, command, args) {
  const status = step(name, command, args)
  results.push({ name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 })
}

/** Vitest run: counts from its JSON report; a crash without a report is one failure. */
function vitest(name, project, extraEnv = {}, wrapper = []) {
  const report = join(root, `.test-data/vitest-${name.replace(/\W+/g, '-')}.json`)
  rmSync(report, { force: true })
  const args = ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]
  const status = wrapper.length ? step(name, bin('tsx'), [...wrapper, bin('vitest'), ...args], { env: extraEnv }) : step(name, bin('vitest'), args, { env: extraEnv })
  results.push(countVitest(name, report, status))
}

function countVitest(name, report, status) {
  if (!existsSync(report)) return { name, passed: 0, failed: 1 }
  const json = JSON.parse(readFileSync(report, 'utf8'))
  const failed = json.numFailedTests + (status !== 0 && json.numFailedTests === 0 ? 1 : 0)
  return { name, passed: json.numPassedTests, failed }
}

function playwright() {
  const report = join(root, '.test-data/e2e-report.json')
  rmSync(report, { force: true })
  rmSync(join(root, '.test-data/e2e-db'), { recursive: true, force: true })
  // Builds published by an earlier run's staff tests would be served instead of this build (server/publishing).
  rmSync(join(root, 'dist-publish'), { recursive: true, force: true })
  ensureBuild({ fixtures: true })
  const status = step('browser tests (Playwright, Chromium)', bin('playwright'), ['test'])
  if (!existsSync(report)) return results.push({ name: 'browser', passed: 0, failed: 1 })
  const stats = JSON.parse(readFileSync(report, 'utf8')).stats
  // No test is skipped on purpose: a skip means its project's dependency failed.
  const failed = stats.unexpected + stats.flaky + stats.skipped + (status !== 0 && stats.unexpected === 0 ? 1 : 0)
  results.push({ name: 'browser', passed: stats.expected, failed })
}

check('typecheck', 'npm', ['run', '--silent', 'typecheck'])
check('lint', 'npm', ['run', '--silent', 'lint'])
vitest('unit', 'unit')
vitest('api (PGlite)', 'api', { DATABASE_URL: '' })
vitest('api (PostgreSQL)', 'api', {}, ['scripts/with-postgres.ts'])
playwright()

console.log('\n━━ Summary ━━')
for (const r of results) console.log(`${r.failed ? '✗' : '✓'} ${r.name}: ${r.passed} passed, ${r.failed} failed`)
const passed = results.reduce((n, r) => n + r.passed, 0)
const failed = results.reduce((n, r) => n + r.failed, 0)
console.log(`\nTotal time ${((Date.now() - started) / 60000).toFixed(1)} min`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
