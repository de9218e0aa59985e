import { expect, test, type Locator, type Page } from '@playwright/test'
import { askQuestion } from '../ambassadors-area/api'
import { bookingForm, callAmbassador, fillVisitor, openBooking, pickFirstTime, uniqueVisitor } from '../meet/helpers'
import { messages } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'

// Printing a conversation and a meeting (issue 21): the content only, black
// on white even when the screen is dark, whole blocks per page, and the
// manage link's address written out. Checked with the print media emulated.
test.use({ colorScheme: 'dark' })

const BLACK = 'rgb(0, 0, 0)'
const TRANSPARENT = 'rgba(0, 0, 0, 0)'
const style = (locator: Locator, property: string, pseudo?: string) =>
  locator.evaluate((element, [name, which]) => getComputedStyle(element, which).getPropertyValue(name), [property, pseudo ?? null] as const)

async function expectSiteChromeHidden(page: Page): Promise<void> {
  for (const selector of ['.site-header', '.site-footer', '.skip-link', '.theme-switch']) await expect(page.locator(selector), selector).toBeHidden()
  const controls = page.locator('main button, main .button, main form, main select')
  expect(await controls.count(), 'the page has controls to hide').toBeGreaterThan(0)
  for (const control of await controls.all()) await expect(control).toBeHidden()
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('light')
}

test('a conversation prints without navigation, buttons or forms, black on white, in one column', async ({ page, request }) => {
  const ambassador = await callAmbassador(request, 16)
  const { threadId, threadToken } = await askQuestion(request, {
    ambassadorId: ambassador.id,
    firstName: 'Ada',
    email: `print-${Date.now()}@example.com`,
    topic: 'Printing',
    body: 'Can I print this conversation?',
  })
  await page.goto(`/question?thread=${threadId}&token=${threadToken}`)
  await waitForInteractive(page)
  const question = page.locator('.thread-question')
  await expect(question).toHaveText('Can I print this conversation?')
  await expect(page.locator('.site-header')).toBeVisible()
  expect(await style(question, 'color')).not.toBe(BLACK)

  await page.emulateMedia({ media: 'print' })
  await expectSiteChromeHidden(page)
  await expect(page.getByRole('heading', { level: 2, name: 'Printing' })).toBeVisible()
  await expect(question).toBeVisible()
  expect(await style(question, 'color')).toBe(BLACK)
  expect(await style(question, 'background-color')).toBe(TRANSPARENT)
  expect(await style(question, 'break-inside')).toBe('avoid')
  expect(await style(page.locator('.journey-layout'), 'display')).toBe('block')
  await expect(page.locator('.journey-aside')).toBeVisible()

  await page.emulateMedia({ media: 'screen' })
  await expect(page.locator('.site-header')).toBeVisible()
})

test('a meeting confirmation prints its facts and the manage link written out, without the calendar and cancel buttons', async ({ page, request }) => {
  test.setTimeout(60_000)
  const t = messages.en.meet
  const ambassador = await callAmbassador(request, 17)
  await openBooking(page, 'en', ambassador.id)
  await pickFirstTime(page, 'en')
  await fillVisitor(page, 'en', uniqueVisitor('print'))
  await bookingForm(page, 'en').submit.click()
  const confirmation = page.locator('.journey-confirmation')
  await expect(confirmation.getByRole('heading', { name: t.booked.title })).toBeVisible()
  const manageLink = confirmation.getByRole('link', { name: t.booked.manageLink })
  const manageUrl = (await manageLink.getAttribute('href')) ?? ''
  expect(manageUrl).toMatch(/^http.*\/meet\?manage=/)
  expect(await style(manageLink, 'content', '::after')).toBe('none')

  await page.emulateMedia({ media: 'print' })
  await expectSiteChromeHidden(page)
  await expect(page.getByRole('button', { name: t.manage.addToCalendar })).toBeHidden()
  await expect(confirmation).toBeVisible()
  await expect(page.locator('.meeting-facts')).toBeVisible()
  expect(await style(page.locator('.meeting-facts'), 'break-inside')).toBe('avoid')
  // Chromium reports the rule (`" (" attr(href) ")"`) rather than its result; either names the address.
  expect(await style(manageLink, 'content', '::after')).toMatch(/attr\(href\)|manage=/)
  expect(await style(page.locator('.meeting-facts dd').first(), 'color')).toBe(BLACK)
})
