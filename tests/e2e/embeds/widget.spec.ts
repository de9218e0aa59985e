import { expect, test, type Page } from '@playwright/test'
import { DEMO_PRIMARY_COLOR } from '../../../server/demo/seed-fixtures'
import { brandTheme } from '../../../src/contract/brand-theme'
import { WIDGET_LABELS } from '../../../src/widget/config'
import { E2E_HOST_URL } from '../support/environment'
import { messages } from '../support/locales'
import { isOperation, PORTAL_ORIGIN, trackedEvents } from './embed-helpers'
import type { Locale } from '../../../src/contract/locale'

// widget.js on an organization's page of another origin (the host page
// server on the second loopback port), against the real portal and API.

const labels = WIDGET_LABELS.en

function widgetOf(page: Page, lang: Locale = 'en') {
  const text = WIDGET_LABELS[lang]
  const panel = page.getByRole('dialog', { name: text.title })
  return {
    host: page.locator('#ambassador-portal-widget'),
    launcher: page.getByRole('button', { name: text.open }),
    panel,
    close: panel.getByRole('button', { name: text.close }),
    iframe: page.locator('#ambassador-portal-widget iframe'),
    frame: page.frameLocator('#ambassador-portal-widget iframe'),
  }
}

/** The widget frame's own content height and the height the widget gave the frame. */
async function frameHeights(page: Page): Promise<{ content: number; frame: string }> {
  const frame = page.frames().find((f) => f.url().startsWith(`${PORTAL_ORIGIN}/iframe`) && f.url().includes('source=widget'))
  const content = frame ? await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height)) : -1
  const style = await widgetOf(page).iframe.evaluate((element: HTMLIFrameElement) => element.style.height)
  return { content, frame: style }
}

async function expectSizedFromMessages(page: Page): Promise<number> {
  let content = 0
  await expect
    .poll(async () => {
      const heights = await frameHeights(page)
      content = heights.content
      return heights.content > 0 && heights.frame === `${heights.content}px`
    })
    .toBe(true)
  return content
}

test('the launcher opens /iframe in a panel from the keyboard; the panel follows the frame height; Escape and × close it; focus moves in and back', async ({ page }) => {
  await page.goto(`${E2E_HOST_URL}/widget.html`)
  const widget = widgetOf(page)
  await expect(widget.launcher).toBeVisible()
  await expect(widget.launcher).toHaveAttribute('aria-expanded', 'false')
  await expect(widget.panel).toBeHidden()

  // Keyboard only: Tab past the host page's button to the launcher, Enter opens.
  await page.keyboard.press('Tab')
  await expect(page.locator('#host-button')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(widget.launcher).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(widget.panel).toBeVisible()
  await expect(widget.launcher).toHaveAttribute('aria-expanded', 'true')
  await expect(widget.close).toBeFocused()
  await expect(widget.iframe).toHaveAttribute('src', `${PORTAL_ORIGIN}/iframe?view=list&source=widget`)
  await expect(widget.iframe).toHaveAttribute('title', labels.title)
  await expect(widget.frame.getByRole('heading', { level: 1 })).toHaveText(messages.en.embed.pageHeader.heading)
  await expect(widget.frame.getByRole('article')).toHaveCount(6)

  // Auto-size: the frame gets its content's height, and follows when it changes.
  const listHeight = await expectSizedFromMessages(page)
  await widget.frame
    .getByRole('link', { name: /^Ask a question to / })
    .first()
    .click()
  await expect(widget.frame.getByRole('form', { name: messages.en.question.form.label })).toBeVisible()
  const formHeight = await expectSizedFromMessages(page)
  expect(formHeight).not.toBe(listHeight)

  // Escape on the panel's own controls closes it; focus returns to the launcher.
  await widget.close.focus()
  await page.keyboard.press('Escape')
  await expect(widget.panel).toBeHidden()
  await expect(widget.launcher).toBeFocused()
  await expect(widget.launcher).toHaveAttribute('aria-expanded', 'false')

  // Space reopens (the frame is kept: same state); × closes.
  await page.keyboard.press('Space')
  await expect(widget.panel).toBeVisible()
  await expect(widget.close).toBeFocused()
  await expect(widget.frame.getByRole('form', { name: messages.en.question.form.label })).toBeVisible()
  await widget.close.click()
  await expect(widget.panel).toBeHidden()
  await expect(widget.launcher).toBeFocused()

  // Escape pressed inside the frame (another document) closes the panel too.
  await widget.launcher.click()
  await widget.frame.getByLabel(messages.en.fields.firstName, { exact: true }).focus()
  await page.keyboard.press('Escape')
  await expect(widget.panel).toBeHidden()
  await expect(widget.launcher).toBeFocused()
})

test('height messages from the host page itself or from another portal frame are ignored', async ({ page }) => {
  // index.html also frames /iframe inline: its height reports reach the same window.
  await page.goto(`${E2E_HOST_URL}/`)
  const widget = widgetOf(page)
  await widget.launcher.click()
  const own = await expectSizedFromMessages(page)
  const inline = page.locator('#ambassador-portal-frame')
  await expect.poll(() => inline.evaluate((element: HTMLIFrameElement) => element.style.height)).toMatch(/^\d+px$/)
  const inlineHeight = await inline.evaluate((element: HTMLIFrameElement) => element.style.height)
  expect(inlineHeight, 'the inline frame reports a different height').not.toBe(`${own}px`)

  // The other portal frame reports a new height now, while the widget is open: only its own iframe follows.
  const inlineFrame = page.frames().find((f) => f.url().startsWith(`${PORTAL_ORIGIN}/iframe?view=carousel`))
  await inlineFrame?.evaluate(() => {
    document.body.style.paddingBottom = '333px'
  })
  await expect.poll(() => inline.evaluate((element: HTMLIFrameElement) => element.style.height)).not.toBe(inlineHeight)
  expect((await frameHeights(page)).frame).toBe(`${own}px`)

  // A fake height and a fake close, posted by the host page (its own origin, not the frame), then a marker: messages
  // from one window arrive in order, and the widget's listener (added first) has handled each one before ours sees it.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('message', (event) => {
          if ((event.data as { type?: string } | null)?.type === 'e2e:marker') resolve()
        })
        window.postMessage({ type: 'ambassador-portal:height', height: 4321 }, '*')
        window.postMessage({ type: 'ambassador-portal:close' }, '*')
        window.postMessage({ type: 'e2e:marker' }, '*')
      }),
  )
  await expect(widget.panel).toBeVisible()
  expect((await frameHeights(page)).frame).toBe(`${own}px`)
  // The documented inline snippet ignores them too.
  await expect(inline).not.toHaveAttribute('style', /4321px/)
})

test('opening the widget records widget_opened: the frame sends it to the API', async ({ page }) => {
  await page.goto(`${E2E_HOST_URL}/widget.html`)
  const widget = widgetOf(page)
  const opened = page.waitForRequest((request) => isOperation(request, 'TrackEvents') && trackedEvents(request).includes('widget_opened'))
  await widget.launcher.click()
  const request = await opened
  expect(request.frame().url()).toMatch(new RegExp(`^${PORTAL_ORIGIN}/iframe\\?`))
  expect(request.headers().authorization).toMatch(/^Bearer \S+/)
  const response = await request.response()
  const body = (await response?.json()) as { data?: { trackEvents: { accepted: number } } }
  expect(body.data?.trackEvents.accepted).toBeGreaterThanOrEqual(1)

  // Each opening counts (the frame is already there the second time).
  await widget.close.click()
  const again = page.waitForRequest((r) => isOperation(r, 'TrackEvents') && trackedEvents(r).includes('widget_opened'))
  await widget.launcher.click()
  await again
})

test('the snippet included twice adds one launcher', async ({ page }) => {
  const loaded: string[] = []
  page.on('response', (response) => {
    if (response.url().startsWith(`${PORTAL_ORIGIN}/widget.js`)) loaded.push(response.url())
  })
  await page.goto(`${E2E_HOST_URL}/widget-twice.html`)
  await page.waitForLoadState('load')
  await expect.poll(() => loaded.length).toBe(2)
  // And once more, added by a script after load.
  await page.evaluate((src) => {
    const script = document.createElement('script')
    script.src = `${src}/widget.js?third`
    document.body.append(script)
    return new Promise((resolve) => script.addEventListener('load', resolve))
  }, PORTAL_ORIGIN)
  const widget = widgetOf(page)
  await expect(widget.launcher).toHaveCount(1)
  await expect(widget.host).toHaveCount(1)
  await widget.launcher.click()
  await expect(widget.iframe).toHaveCount(1)
})

test("the host page's styles are untouched and its rules do not reach inside the widget", async ({ page }) => {
  // Measure the page before widget.js runs, then let it load.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(`${PORTAL_ORIGIN}/widget.js`, async (route) => {
    await held
    await route.continue()
  })
  // An async script holds back `load`, not DOMContentLoaded.
  await page.goto(`${E2E_HOST_URL}/widget.html`, { waitUntil: 'domcontentloaded' })
  const snapshot = () =>
    page.evaluate(() => {
      const pick = (selector: string) => {
        const style = getComputedStyle(document.querySelector(selector) as Element)
        return [style.fontFamily, style.color, style.backgroundColor, style.borderRadius, style.fontSize, style.margin, style.padding].join('|')
      }
      return {
        body: pick('body'),
        h1: pick('h1'),
        button: pick('#host-button'),
        sheets: document.styleSheets.length,
        headChildren: document.head.children.length,
        htmlStyle: document.documentElement.getAttribute('style'),
        bodyStyle: document.body.getAttribute('style'),
      }
    })
  const before = await snapshot()
  release()
  const widget = widgetOf(page)
  await expect(widget.launcher).toBeVisible()
  await widget.launcher.click()
  await expect(widget.panel).toBeVisible()
  expect(await snapshot()).toEqual(before)

  // The host's `button { background: maroon }` and `div { border-style: dashed }` stay outside.
  // …and its colour is the organization's, as published (widget-theme.css).
  const launcherBackground = await widget.launcher.evaluate((element) => getComputedStyle(element).backgroundColor)
  const fill = brandTheme(DEMO_PRIMARY_COLOR).light.fill
  expect(launcherBackground).toBe(`rgb(${[1, 3, 5].map((i) => parseInt(fill.slice(i, i + 2), 16)).join(', ')})`)
  expect(await widget.host.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe('none')
  expect(await widget.host.evaluate((element) => element.shadowRoot !== null && element.children.length === 0)).toBe(true)
})

test('data-lang="fr", data-position="left" and data-color configure the widget', async ({ page }) => {
  await page.goto(`${E2E_HOST_URL}/widget-fr.html`)
  const widget = widgetOf(page, 'fr')
  await expect(widget.launcher).toBeVisible()
  const box = await widget.launcher.boundingBox()
  const viewport = page.viewportSize()
  expect(box && viewport && box.x + box.width / 2 < viewport.width / 2).toBe(true)
  expect(await widget.launcher.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(11, 110, 79)')
  await widget.launcher.click()
  await expect(widget.iframe).toHaveAttribute('src', `${PORTAL_ORIGIN}/fr/iframe?view=list&source=widget`)
  await expect(widget.frame.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(widget.frame.getByRole('heading', { level: 1 })).toHaveText(messages.fr.embed.pageHeader.heading)
  await page.keyboard.press('Escape')
  await expect(widget.launcher).toBeFocused()
})
