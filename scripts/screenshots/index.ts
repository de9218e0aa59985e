/**
 * `npm run screenshots` (issue 34, item 6): every public page, every tab of the
 * ambassadors area and of the staff console, at 390 and 1280 px, light and
 * dark, English and French, as WebP files in docs/screenshots/. It starts the
 * demo as `npm start` does (building it if stale) on a free port with a fresh
 * database in .screenshots/, and drives Debian's Chromium (never a download).
 * Long pages are cut after three screens: a screenshot shows the look, not
 * every card. Motion is reduced, so sections that fade in on scroll are
 * shot in their final state.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import sharp from 'sharp'
import en from '../../locales/en.json' with { type: 'json' }
import { EN_MESSAGES } from '../../src/contract/messages.en'
import { startNpmStart, root } from '../bench/server'
import { CHROMIUM_FLAGS } from '../lib/chromium-flags'
import { signIn, type SignInWords } from './sign-in'

const WIDTHS = [390, 1280] as const
const THEMES = ['light', 'dark'] as const
const LOCALES = ['en', 'fr'] as const
type Locale = (typeof LOCALES)[number]
const HEIGHT: Record<(typeof WIDTHS)[number], number> = { 390: 844, 1280: 800 }

/** The public pages, by the name their files get. */
const PUBLIC_PAGES: Readonly<Record<string, string>> = {
  home: '/',
  community: '/community',
  match: '/match',
  'match-question': '/matchQuestion',
  'match-community': '/matchCommunity',
  question: '/question',
  meet: '/meet',
  iframe: '/iframe',
  'not-found': '/no-such-page',
}

const outDir = join(root, 'docs/screenshots')
const workDir = join(root, '.screenshots')
const localized = (path: string, locale: Locale): string => (locale === 'en' ? path : `/fr${path === '/' ? '' : path}`)

async function shoot(page: Page, name: string): Promise<void> {
  await page.locator('html[data-lifecycle="interactive"]').waitFor({ state: 'attached', timeout: 20_000 })
  await page.evaluate(() => document.fonts.ready)
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 }
  const height = Math.min(await page.evaluate(() => document.documentElement.scrollHeight), viewport.height * 3)
  // A window as tall as the shot, then two frames: a full-page capture of a
  // taller page than the window left the parts below the first screen blank.
  await page.setViewportSize({ width: viewport.width, height })
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
  await settled(page)
  const png = await page.screenshot()
  await page.setViewportSize(viewport)
  writeFileSync(join(outDir, `${name}.webp`), await sharp(png).webp({ quality: 60 }).toBuffer())
  console.log(`  ${name}.webp`)
}

/** Waits until no loading line or busy region is left (the product's own signals). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('.loading-status, [aria-busy="true"]') === null, undefined, { timeout: 20_000 })
}

/** Each tab of the page's tab list, chosen in turn (clicked through the DOM: on a phone the list is folded behind a menu). */
async function shootTabs(page: Page, prefix: string, suffix: string): Promise<void> {
  // The area's own sections: the first tab list (a section may hold a tab list of its own).
  const ids = await page
    .locator('[role="tablist"]')
    .first()
    .locator('[role="tab"]')
    .evaluateAll((tabs) => tabs.map((tab) => tab.id))
  for (const id of ids) {
    await page.locator(`[id="${id}"]`).evaluate((tab: HTMLElement) => tab.click())
    await page.locator(`[id="${id}"][aria-selected="true"]`).waitFor({ state: 'attached' })
    // Not networkidle: the signed-in areas keep a live stream open. The tab's
    // queries have answered when nothing says it is loading.
    await settled(page)
    await shoot(page, `${prefix}-${id.replace(/^.*-tab-/, '')}-${suffix}`)
  }
}

interface Area {
  readonly name: string
  readonly path: string
  readonly email: string
  readonly words: SignInWords
}

const AREAS: readonly Area[] = [
  {
    name: 'ambassadors',
    path: '/ambassadors',
    email: 'ambassador1@demo.test',
    words: { email: EN_MESSAGES.fields.email, ...en.ambassadorsArea.signIn, signOut: en.ambassadorsArea.header.signOut },
  },
  {
    name: 'console',
    path: '/staff',
    email: 'staff@demo.test',
    words: { email: EN_MESSAGES.fields.email, ...en.staffConsole.signIn, signOut: en.staffConsole.header.signOut },
  },
]

async function shootAll(browser: Browser, url: string, logFile: string): Promise<void> {
  // One signed-in session per area, reused by every variant (the session is a cookie).
  const sessions = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>()
  for (const area of AREAS) {
    const context = await browser.newContext({ baseURL: url })
    await signIn(await context.newPage(), area.path, area.email, area.words, logFile)
    sessions.set(area.name, await context.storageState())
    await context.close()
  }
  for (const width of WIDTHS)
    for (const theme of THEMES)
      for (const locale of LOCALES) {
        const suffix = `${width}-${theme}-${locale}`
        for (const [name, path] of Object.entries(PUBLIC_PAGES)) {
          const context = await browser.newContext({ baseURL: url, viewport: { width, height: HEIGHT[width] }, colorScheme: theme, reducedMotion: 'reduce' })
          const page = await context.newPage()
          await page.goto(localized(path, locale))
          await page.waitForLoadState('networkidle')
          await shoot(page, `${name}-${suffix}`)
          await context.close()
        }
        for (const area of AREAS) {
          const context = await browser.newContext({
            baseURL: url,
            viewport: { width, height: HEIGHT[width] },
            colorScheme: theme,
            reducedMotion: 'reduce',
            storageState: sessions.get(area.name),
          })
          const page = await context.newPage()
          await page.goto(localized(area.path, locale))
          await page.locator('[role="tablist"]').first().waitFor({ state: 'attached' })
          await shootTabs(page, area.name, suffix)
          await context.close()
        }
      }
}

rmSync(workDir, { recursive: true, force: true })
mkdirSync(workDir, { recursive: true })
rmSync(outDir, { recursive: true, force: true })
mkdirSync(outDir, { recursive: true })
const logFile = join(workDir, 'server.log')
const server = await startNpmStart({ dataDir: join(workDir, 'db'), logFile })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_FLAGS] })
try {
  await shootAll(browser, server.url, logFile)
} finally {
  await browser.close()
  await server.close()
}
