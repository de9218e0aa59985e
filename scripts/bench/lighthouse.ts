import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'

/**
 * One Lighthouse run (default config: mobile, simulated throttling) against
 * a loopback URL, in a fresh headless Debian Chromium. Offline: nothing but
 * the URL under test is contacted.
 */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export interface LighthouseFigures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
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

async function runLighthouseOnce(url: string): Promise<LighthouseFigures> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { categories, audits, runtimeError } = result.lhr
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
      failedAudits,
    }
  } finally {
    chrome.kill()
  }
}
