/**
 * `npm run screenshots` (issue 34, item 6): every public page, every tab of the
 * ambassadors area and of the staff console, at 390 and 1280 px, light and
 * dark, English and French, as WebP files in docs/screenshots/. It starts the
 * demo as `npm start` does (building it if stale) on a free port with a fresh
 * database in .screenshots/, and drives Debian's Chromium (never a download).
 * Long pages are cut after three screens: a screenshot shows the look, not
 * every card.
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
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  const png = await page.screenshot({ fullPage: true, clip: { x: 0, y: 0, width: viewport.width, height: Math.min(height, viewport.height * 3) } })
  writeFileSync(join(outDir, `${name}.webp`), await sharp(png).webp({ quality: 70 }).toBuffer())
  console.log(`  ${name}.webp`)
}

/** Each tab of the page's tab list, chosen in turn (clicked through the DOM: on a phone the list is folded behind a menu). */
async function shootTabs(page: Page, prefix: string, suffix: string): Promise<void> {
  const ids = await page.locator('[role="tab"]').evaluateAll((tabs) => tabs.map((tab) => tab.id))
  for (const id of ids) {
    await page.locator(`[id="${id}"]`).evaluate((tab: HTMLElement) => tab.click())
    await page.locator(`[id="${id}"][aria-selected="true"]`).waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
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
          const context = await browser.newContext({ baseURL: url, viewport: { width, height: HEIGHT[width] }, colorScheme: theme })
          const page = await context.newPage()
          await page.goto(localized(path, locale))
          await page.waitForLoadState('networkidle')
          await shoot(page, `${name}-${suffix}`)
          await context.close()
        }
        for (const area of AREAS) {
          const context = await browser.newContext({ baseURL: url, viewport: { width, height: HEIGHT[width] }, colorScheme: theme, storageState: sessions.get(area.name) })
          const page = await context.newPage()
          await page.goto(localized(area.path, locale))
          await page.getByRole('tablist').first().waitFor({ state: 'attached' })
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
