import { chromium, type Page } from '@playwright/test'
import en from '../../locales/en.json'
import { CHROME_FLAGS, CHROME_PATH } from './lighthouse'

/**
 * Interaction latency (issue 22, decision 122): the time from an input to the
 * next paint, as the browser's Event Timing API reports it (what INP is made
 * of: the longest entry of one interaction), for one interaction per fresh
 * page load, with the CPU slowed down 4× (CDP Emulation.setCPUThrottlingRate)
 * from the navigation on. Nothing is added to the product: the observer is
 * injected by the bench before the page's scripts run.
 */
export const CPU_SLOWDOWN = 4
/** Event Timing does not report events shorter than this (the API's minimum threshold). */
export const EVENT_TIMING_THRESHOLD_MS = 16

export interface InteractionScenario {
  name: string
  /** Loads the page and gets it ready; the interaction is measured from here on. */
  prepare: (page: Page, baseUrl: string) => Promise<void>
  /** The interaction, resolved on the product's own signal that it took effect. */
  interact: (page: Page) => Promise<void>
}

const interactive = (page: Page) => page.locator('html[data-lifecycle="interactive"]').waitFor()

export const SCENARIOS: readonly InteractionScenario[] = [
  {
    name: '/community: toggle a filter',
    prepare: async (page, baseUrl) => {
      await page.goto(`${baseUrl}/community`)
      await interactive(page)
    },
    interact: async (page) => {
      await page.locator('#directory .facet-group input[type="checkbox"]').first().click()
      await page.waitForURL(/\?/)
    },
  },
  {
    name: '/meet: pick a slot',
    prepare: async (page, baseUrl) => {
      await page.goto(`${baseUrl}/meet`)
      await interactive(page)
      const href = await page.locator('a.meet-choose').first().getAttribute('href')
      if (!href) throw new Error('no ambassador takes calls on /meet')
      await page.goto(`${baseUrl}${href}`)
      await interactive(page)
      await page.locator('input[name="startsAt"]').first().waitFor()
    },
    interact: async (page) => {
      const slot = page.locator('input[name="startsAt"]').first()
      await slot.click()
      await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="startsAt"]')?.checked === true)
    },
  },
  {
    name: '/match: go to the next step',
    prepare: async (page, baseUrl) => {
      await page.goto(`${baseUrl}/match`)
      await interactive(page)
      await page.locator('form input[type="checkbox"]').first().check()
    },
    interact: async (page) => {
      await page.getByRole('button', { name: en.match.next, exact: true }).click()
      await page.locator('#match-step-heading', { hasText: en.match.steps.situation.heading }).waitFor()
    },
  },
]

declare global {
  interface Window {
    __eventTiming?: { entries: { name: string; duration: number; startTime: number; interactionId: number }[]; observer: PerformanceObserver }
  }
}

/** An Event Timing entry (TypeScript's DOM types do not know `interactionId` yet). */
type EventEntry = PerformanceEntry & { interactionId?: number }

/** Injected before the page's scripts: keeps every Event Timing entry of an interaction. */
function observeEventTiming(threshold: number): void {
  const entries: { name: string; duration: number; startTime: number; interactionId: number }[] = []
  // No named inner functions: this runs as source text in the page, without the bundler's helpers.
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as EventEntry[]) {
      if (entry.interactionId) entries.push({ name: entry.name, duration: entry.duration, startTime: entry.startTime, interactionId: entry.interactionId })
    }
  })
  observer.observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit)
  window.__eventTiming = { entries, observer }
}

/** Latency of the interactions since `since` (ms, page time): the longest entry, or the threshold when none was long enough to be reported. */
async function latencySince(page: Page, since: number): Promise<number> {
  return page.evaluate(
    async ({ since, threshold }) => {
      // Entries are queued after the frame that follows the event: two frames, then a task, then take them.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      await new Promise((resolve) => setTimeout(resolve, 0))
      const timing = window.__eventTiming
      if (!timing) throw new Error('the Event Timing observer was not injected')
      for (const entry of timing.observer.takeRecords() as EventEntry[]) {
        if (entry.interactionId) timing.entries.push({ name: entry.name, duration: entry.duration, startTime: entry.startTime, interactionId: entry.interactionId })
      }
      const durations = timing.entries.filter((e) => e.startTime >= since).map((e) => e.duration)
      return durations.length ? Math.max(...durations) : threshold
    },
    { since, threshold: EVENT_TIMING_THRESHOLD_MS },
  )
}

/** `runs` fresh loads per scenario; latencies in ms, per scenario name. */
export async function measureInteractionLatency(baseUrl: string, runs: number): Promise<Record<string, number[]>> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS })
  const results: Record<string, number[]> = {}
  try {
    for (const scenario of SCENARIOS) {
      const latencies: number[] = (results[scenario.name] = [])
      for (let run = 0; run < runs; run++) {
        // A desktop viewport: the directory's filters show without the mobile panel toggle, so the toggle itself is what is measured.
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
        const page = await context.newPage()
        await page.addInitScript(observeEventTiming, EVENT_TIMING_THRESHOLD_MS)
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
        await scenario.prepare(page, baseUrl)
        const since = await page.evaluate(() => performance.now())
        await scenario.interact(page)
        latencies.push(await latencySince(page, since))
        await context.close()
      }
    }
  } finally {
    await browser.close()
  }
  return results
}
