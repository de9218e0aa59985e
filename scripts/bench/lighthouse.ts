import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { CHROMIUM_FLAGS } from '../lib/chromium-flags'

/**
 * One run of the Lighthouse CLI (default config: mobile, simulated
 * throttling), exactly as anyone would type it, against a loopback URL in a
 * fresh headless Debian Chromium. Offline: nothing but the URL under test is
 * contacted. The CLI and not Lighthouse's Node API, so the bench's figure is
 * the plain tool's figure (decision 045).
 */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'
export const CHROME_FLAGS: string[] = [...CHROMIUM_FLAGS]

export interface LighthouseFigures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  /**
   * Lighthouse's measure of the host's CPU speed. Simulated TBT multiplies the
   * observed main-thread tasks by 4 and counts what exceeds 50 ms, so it moves
   * far more than this index between a quiet and a busy host (decision 045).
   */
  benchmarkIndex: number
  /** Failed audits of the non-performance categories, for the report's notes. */
  failedAudits: string[]
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/**
 * Lighthouse sometimes fails to record a trace on this machine (NO_NAVSTART,
 * a tooling error, not the page's): such a run is repeated, up to twice.
 */
export async function runLighthouse(url: string, attempts = 3): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url)
    } catch (error) {
      if (attempt >= attempts || !(error instanceof LighthouseRuntimeError)) throw error
    }
  }
}

class LighthouseRuntimeError extends Error {}

const run = promisify(execFile)
const LIGHTHOUSE_CLI = new URL('../../node_modules/.bin/lighthouse', import.meta.url).pathname

interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>
  audits: Record<string, { score: number | null; numericValue?: number } | undefined>
  environment: { benchmarkIndex: number }
  runtimeError?: { code: string; message: string }
}

async function runLighthouseOnce(url: string): Promise<LighthouseFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'))
  try {
    const report = join(dir, 'report.json')
    const args = [url, '--quiet', '--output=json', `--output-path=${report}`, `--only-categories=${CATEGORIES.join(',')}`, `--chrome-flags=${CHROME_FLAGS.join(' ')}`]
    try {
      await run(LIGHTHOUSE_CLI, args, { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024 })
    } catch (error) {
      // The CLI exits non-zero on a tooling error such as NO_NAVSTART, with or without a report.
      if (!existsSync(report)) throw new LighthouseRuntimeError(`Lighthouse CLI: ${error instanceof Error ? error.message : String(error)}`)
    }
    const { categories, audits, environment, runtimeError } = JSON.parse(readFileSync(report, 'utf8')) as LighthouseResult
    if (runtimeError) throw new LighthouseRuntimeError(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`)
    const score = (id: string): number => categories[id]?.score ?? Number.NaN
    const numeric = (id: string): number => audits[id]?.numericValue ?? Number.NaN
    const failedAudits = CATEGORIES.filter((id) => id !== 'performance')
      .flatMap((id) => categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id)
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      benchmarkIndex: environment.benchmarkIndex,
      failedAudits,
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
