import { expect, test } from '@playwright/test'
import { FIXTURES } from '../../../server/demo/seed-fixtures'
import { expectNoAxeViolations } from '../support/axe'
import { localized, messages, type TestLocale } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'

// axe-core on every state of /iframe, in English and French: carousel, the
// question and booking forms inside the frame (also with errors shown), the
// confirmation, and the "no calls" state. 0 violations. The list (the default
// view, its six cards prerendered) as loaded: quality/a11y.spec.ts's /iframe and /fr/iframe.

// axe is slow on a busy machine (the phone field alone has ~250 country options).
test.describe.configure({ timeout: 90_000 })

const ALICE = FIXTURES.ambassador1
const BRUNO = FIXTURES.ambassador2
const CHIHIRO = FIXTURES.ambassador3

for (const locale of ['en', 'fr'] as TestLocale[]) {
  const m = messages[locale]
  const open = async (page: import('@playwright/test').Page, query: string) => {
    await page.goto(localized(`/iframe${query}`, locale))
    await waitForInteractive(page)
  }

  test(`${locale}: the carousel has no violations, with in-frame and new-tab actions`, async ({ page }) => {
    await open(page, '?view=carousel')
    await page.getByRole('button', { name: m.embed.carousel.next }).click()
    await expect(page.getByRole('group')).toHaveAttribute('aria-label', m.embed.carousel.position.replace('{{current}}', '2').replace('{{total}}', '6'))
    await expectNoAxeViolations(page, 'carousel, second slide')
    await open(page, '?view=carousel&target=top')
    await expectNoAxeViolations(page, 'carousel, actions in a new tab')
  })

  test(`${locale}: the question form inside the frame has no violations, also with its errors`, async ({ page }) => {
    await open(page, `?ask=${ALICE.id}`)
    const question = page.getByRole('form', { name: m.question.form.label })
    await expect(question).toBeVisible()
    await expectNoAxeViolations(page, 'ask')
    await question.getByRole('button', { name: m.question.form.submitTo.replace('{{name}}', ALICE.firstName) }).click()
    await expect(question.locator('[aria-invalid="true"]').first()).toBeVisible()
    await expectNoAxeViolations(page, 'ask, errors shown')
  })

  test(`${locale}: the booking form inside the frame has no violations, also with its errors`, async ({ page }) => {
    await open(page, `?meet=${BRUNO.id}`)
    await expect(page.locator('.slot-time-chip').first()).toBeVisible()
    await expectNoAxeViolations(page, 'meet')
    await page.getByRole('button', { name: m.meet.form.submit }).click()
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
    await expectNoAxeViolations(page, 'meet, errors shown')
  })

  test(`${locale}: an ambassador without calls (Ask instead) has no violations`, async ({ page }) => {
    await open(page, `?meet=${CHIHIRO.id}`)
    await expect(page.getByRole('heading', { level: 2 })).toBeFocused()
    await expectNoAxeViolations(page, 'no calls')
  })
}
