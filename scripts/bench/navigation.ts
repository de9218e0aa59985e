import { chromium, type Browser } from '@playwright/test'
import en from '../../locales/en.json'
import { CHROME_FLAGS, CHROME_PATH } from './lighthouse'

/**
 * Client navigation time, click → rendered page, for a prerendered page whose
 * payload and chunk were prefetched by hovering its link: `/` → `/community`.
 * Performance marks inside the page: `nav-click` in a capturing click
 * listener, `nav-rendered` in the first animation frame after the new h1 is
 * in the DOM (the frame that paints it).
 */
const TARGET_HEADING = en.community.pageHeader.heading

export async function measureClientNavigation(baseUrl: string, runs: number): Promise<number[]> {
  const browser: Browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS })
  const durations: number[] = []
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext()
      const page = await context.newPage()
      // Registered before the load: links in view are prefetched right after hydration.
      const payload = page.waitForResponse((r) => new URL(r.url()).pathname === '/community/_payload.json')
      const chunk = page.waitForResponse((r) => /\/pages_-graphql-_community[.-][^/]*\.js$/.test(new URL(r.url()).pathname))
      await page.goto(`${baseUrl}/`)
      await page.locator('html[data-lifecycle="interactive"]').waitFor()
      await page.evaluate((heading) => {
        document.addEventListener('click', () => performance.mark('nav-click'), { capture: true, once: true })
        const observer = new MutationObserver(() => {
          if (document.querySelector('h1')?.textContent !== heading) return
          observer.disconnect()
          requestAnimationFrame(() => performance.mark('nav-rendered'))
        })
        observer.observe(document.body, { childList: true, subtree: true, characterData: true })
      }, TARGET_HEADING)
      const link = page.locator('a[href="/community"]').first()
      await link.hover()
      await Promise.all([payload, chunk])
      await link.click()
      await page.waitForFunction(() => performance.getEntriesByName('nav-rendered').length > 0)
      durations.push(await page.evaluate(() => performance.measure('nav', 'nav-click', 'nav-rendered').duration))
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return durations
}
