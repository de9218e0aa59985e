import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { localized, messages } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'

for (const locale of ['en', 'fr'] as const) {
  const t = messages[locale].ambassadorsArea

  test(`invitation (${locale}): a link that does not exist says so, what to do next, and leaves the usual sign-in`, async ({ page }) => {
    await page.goto(`${localized('/ambassadors', locale)}?invite=ai_${'x'.repeat(43)}`)
    await waitForInteractive(page)
    const notice = page.getByRole('alert').filter({ hasText: t.invitation.notFound })
    await expect(notice).toContainText(t.invitation.notFound)
    await expect(notice).toContainText(t.invitation.askAgain)
    await expect(notice).toBeFocused()
    await expect(page.getByRole('button', { name: t.signIn.sendCode })).toBeVisible()
    await expectNoAxeViolations(page, 'refused invitation')
  })
}
