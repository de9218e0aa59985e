import { expect, test } from '@playwright/test'
import { waitForInteractive } from '../support/page-ready'
import { localized, messages } from '../support/locales'
import { ALICE } from '../question/helpers'
import { LOCALES } from './helpers'
import { MEET_CHOOSER_PAGE_SIZE } from '../../../src/features/meet/chooser-variables'

for (const locale of LOCALES) {
  const t = messages[locale].meet

  test(`${locale}: the chooser lists ambassadors who take calls, pages on, searches, and leads to booking`, async ({ page }) => {
    await page.goto(localized('/meet', locale))
    await waitForInteractive(page)
    const list = page.getByRole('list', { name: t.chooser.listLabel })
    const choose = list.getByRole('link')
    await expect(choose).toHaveCount(MEET_CHOOSER_PAGE_SIZE)
    await expect(page.getByRole('status').filter({ hasText: new RegExp(t.chooser.count_other.replace('{{count}}', '\\d+')) })).toBeVisible()

    // "Show more": the next page is appended and focus moves to its first ambassador.
    await page.getByRole('button', { name: t.chooser.more.replace('{{count}}', String(MEET_CHOOSER_PAGE_SIZE)) }).click()
    await expect(choose).toHaveCount(2 * MEET_CHOOSER_PAGE_SIZE)
    await expect(choose.nth(MEET_CHOOSER_PAGE_SIZE)).toBeFocused()

    // Search: nobody, then Alice, then on to her booking form.
    const search = page.getByRole('searchbox', { name: t.chooser.search })
    await search.fill('zzqqxx')
    await expect(page.getByText(t.chooser.none)).toBeVisible()
    await search.fill(ALICE.firstName)
    const alice = list.getByRole('link', { name: t.chooser.choose.replace('{{name}}', ALICE.firstName) }).first()
    await expect(alice).toBeVisible()
    await alice.click()
    await expect(page).toHaveURL(/\/meet\?ambassador=/)
    await expect(page.locator('form.meeting-form')).toBeVisible()
    // Back returns to the chooser.
    await page.goBack()
    await expect(page.getByRole('heading', { name: t.chooser.title })).toBeVisible()
  })

  test(`${locale}: arriving from another page, the chooser comes from the prerendered payload (no GraphQL request)`, async ({ page }) => {
    await page.goto(localized('/', locale))
    await waitForInteractive(page)
    const chooserRequests: string[] = []
    page.on('request', (request) => {
      if ((request.postData() ?? '').includes('"operationName":"MeetChooser"')) chooserRequests.push(request.url())
    })
    await page.getByRole('navigation', { name: messages[locale].app.mainNavigation }).getByRole('link', { name: messages[locale].nav.meet }).click()
    await expect(page.getByRole('list', { name: t.chooser.listLabel }).getByRole('link')).toHaveCount(MEET_CHOOSER_PAGE_SIZE)
    expect(chooserRequests).toEqual([])
  })
}
