import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { HOME_FIRST_LOAD_JS_BUDGET, WIDGET_GZIP_BUDGET, firstLoadJsBudgetOf, formatKb } from '../../../scripts/bench/budgets'
import { gzipSize, measureFirstLoadJs } from '../../../scripts/bench/first-load-js'
import { E2E_DIST_DIR } from '../support/environment'
import { SITE_PAGES } from './support/site'

// Size budgets as deterministic tests on the build under test (node side, no
// browser): they run after `npm test` has built the site, like every browser
// test. docs/decisions/041-size-budgets.md.

const clientDir = join(E2E_DIST_DIR, 'client')

test('first-load JS (gzip) of every page is within its budget; / ≤ 135 KB', () => {
  const pages = measureFirstLoadJs(clientDir)
  expect(pages.map((p) => p.path)).toEqual(expect.arrayContaining(SITE_PAGES.map((p) => p.url)))
  const over = pages
    .filter((p) => p.gzipBytes > firstLoadJsBudgetOf(p.path))
    .map((p) => `${p.path}: ${formatKb(p.gzipBytes)} > ${formatKb(firstLoadJsBudgetOf(p.path))} (${p.files.map((f) => `${f.url} ${formatKb(f.gzipBytes)}`).join(', ')})`)
  expect(over).toEqual([])
  const home = pages.find((p) => p.path === '/')
  expect(home?.gzipBytes).toBeLessThanOrEqual(HOME_FIRST_LOAD_JS_BUDGET)
  expect(home?.gzipBytes).toBeGreaterThan(0)
})

// Strings only the staff console's code holds (its cookie, an operation, its sign-in's heading id):
// none may appear in the first load of any page but /staff (issue 16).
const STAFF_CONSOLE_MARKERS = ['gql:staff.token', 'StaffOrganizationSettings', 'staff-sign-in-heading']

test('no page but /staff loads any of the staff console in its first load; /staff is within the page budget', () => {
  const pages = measureFirstLoadJs(clientDir)
  const staffPaths = ['/staff', '/fr/staff']
  expect(pages.map((p) => p.path)).toEqual(expect.arrayContaining(staffPaths))
  const leaks = pages
    .filter((p) => !staffPaths.includes(p.path))
    .flatMap((p) =>
      p.files
        .filter((f) => f.url.startsWith('/'))
        .filter((f) => {
          const text = readFileSync(join(clientDir, f.url), 'utf8')
          return STAFF_CONSOLE_MARKERS.some((marker) => text.includes(marker))
        })
        .map((f) => `${p.path}: ${f.url}`),
    )
  expect(leaks).toEqual([])
  for (const path of staffPaths) expect(pages.find((p) => p.path === path)?.gzipBytes).toBeLessThanOrEqual(firstLoadJsBudgetOf(path))
})

// Strings of uPlot's own code (its cursor's class names): the Insights tab's chunk holds the chart
// library, loaded when the tab opens — no page's first load, /staff's included, carries it (issue 20).
const CHART_LIBRARY_MARKERS = ['"cursor-pt"', '"cursor-x"']

test("no page's first load, not even /staff's, carries the Insights charts' library", () => {
  const pages = measureFirstLoadJs(clientDir)
  const carriers = pages.flatMap((p) =>
    p.files
      .filter((f) => f.url.startsWith('/'))
      .filter((f) => CHART_LIBRARY_MARKERS.every((marker) => readFileSync(join(clientDir, f.url), 'utf8').includes(marker)))
      .map((f) => `${p.path}: ${f.url}`),
  )
  expect(pages.map((p) => p.path)).toContain('/staff')
  expect(carriers).toEqual([])
})

test('widget.js is built and is at most 4 KB gzip', () => {
  const file = join(clientDir, 'widget.js')
  expect(existsSync(file), 'the build emits widget.js (issue 8)').toBe(true)
  const bytes = gzipSize(readFileSync(file))
  expect(bytes, `widget.js is ${formatKb(bytes)} gzip`).toBeLessThanOrEqual(WIDGET_GZIP_BUDGET)
})
