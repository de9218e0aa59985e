import { expect, test, type Page } from '@playwright/test'
import { waitForInteractive } from '../support/page-ready'
import { localized, messages } from '../support/locales'
import { LOCALES } from './helpers'

const WELL_FORMED_UNKNOWN = '00000000-0000-4000-8000-0000000000ff'
const THREAD_TOKEN = `tt_${'A'.repeat(43)}`
const MANAGE_TOKEN = `mt_${'B'.repeat(43)}`

/**
 * The seed's guard 404, "Page Not Found: {full path}" (in the page's
 * language). The prerendered page is served, then the route middleware
 * refuses the query on the client.
 */
async function expectGuard404(page: Page, path: string): Promise<void> {
  await page.goto(path)
  const locale = path.startsWith('/fr/') ? 'fr' : 'en'
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].error.notFoundTitle)
  await expect(page.getByTestId('error-message')).toHaveText(messages[locale].error.guardFailed.replace('{{path}}', path))
  await expect(page.getByRole('form')).toHaveCount(0)
}

test.describe('malformed query parameters show the seed 404', () => {
  for (const path of [
    '/question?ambassador=%3Cscript%3E',
    '/question?ambassador=a%20b',
    '/fr/question?thread=x&token=not-a-token',
    '/question?token=' + THREAD_TOKEN,
    '/question?thread=th1&token=' + MANAGE_TOKEN,
    '/meet?ambassador=..%2F..',
    '/meet?manage=tt_short',
    '/fr/meet?manage=' + THREAD_TOKEN,
  ]) {
    test(path, async ({ page }) => {
      await expectGuard404(page, path)
    })
  }
})

for (const locale of LOCALES) {
  const t = messages[locale]

  test(`${locale}: a well-formed but unknown ambassador gets a friendly not-found state with ways on`, async ({ page }) => {
    const response = await page.goto(localized(`/question?ambassador=${WELL_FORMED_UNKNOWN}`, locale))
    expect(response?.status()).toBe(200)
    await waitForInteractive(page)
    await expect(page.getByRole('heading', { name: t.question.recipient.missingTitle })).toBeVisible()
    await expect(page.getByRole('link', { name: t.question.recipient.askAnyone })).toHaveAttribute('href', localized('/question', locale))
    await expect(page.getByRole('form')).toHaveCount(0)

    await page.goto(localized(`/meet?ambassador=${WELL_FORMED_UNKNOWN}`, locale))
    await waitForInteractive(page)
    await expect(page.getByRole('heading', { name: t.meet.ambassador.missingTitle })).toBeVisible()
    await expect(page.getByRole('link', { name: t.meet.chooseSomeoneElse })).toHaveAttribute('href', localized('/meet', locale))
  })

  test(`${locale}: unknown thread and manage links explain themselves`, async ({ page }) => {
    await page.goto(localized(`/question?thread=${WELL_FORMED_UNKNOWN}&token=${THREAD_TOKEN}`, locale))
    await waitForInteractive(page)
    await expect(page.getByRole('heading', { name: t.question.thread.notFoundTitle })).toBeVisible()
    await page.goto(localized(`/meet?manage=${MANAGE_TOKEN}`, locale))
    await waitForInteractive(page)
    await expect(page.getByRole('heading', { name: t.meet.manage.missingTitle })).toBeVisible()
  })

  test(`${locale}: an ambassador who takes no calls is said so on /meet, with a way to ask instead`, async ({ page }) => {
    const chihiro = '00000000-0000-4000-8000-000000000003'
    await page.goto(localized(`/meet?ambassador=${chihiro}`, locale))
    await waitForInteractive(page)
    await expect(page.getByRole('heading', { name: t.meet.ambassador.noCallsTitle.replace('{{name}}', 'Chihiro') })).toBeVisible()
    await expect(page.getByRole('link', { name: t.meet.slots.askInstead.replace('{{name}}', 'Chihiro') })).toHaveAttribute(
      'href',
      localized(`/question?ambassador=${chihiro}`, locale),
    )
  })
}
