import { expect, test } from '@playwright/test'
import { askQuestion } from '../ambassadors-area/api'
import { uniqueTopic } from '../ambassadors-area/inbox-helpers'
import { FLOW_TIMEOUT_MS } from '../ambassadors-area/sign-in-helpers'
import { FIXTURES } from '../../../server/demo/seed-fixtures'
import { expectNoAxeViolations } from '../support/axe'
import { messages, type TestLocale } from '../support/locales'
import { expectLive, openThread } from './live-helpers'

for (const locale of ['en', 'fr'] as const satisfies readonly TestLocale[]) {
  test(`the visitor replies, closes the conversation and says whether it helped, every step accessible (${locale})`, async ({ page }) => {
    test.setTimeout(FLOW_TIMEOUT_MS)
    const t = messages[locale].question.conversation
    const fields = messages[locale].fields
    const ambassador = FIXTURES.ambassador1
    const thread = await askQuestion(page.request, {
      ambassadorId: ambassador.id,
      firstName: 'Maëlle',
      email: `maelle-${Date.now()}@example.com`,
      topic: uniqueTopic('Close'),
      body: 'Do I need a visa for a one-semester exchange?',
    })
    await openThread(page, thread, locale)
    await expectLive(page)

    // A reply too short is refused next to the field, and nothing typed is lost.
    const form = page.getByRole('form', { name: t.replyLabel.replace('{{name}}', ambassador.firstName) })
    await form.getByLabel(fields.followUp).fill('?')
    await form.getByRole('button', { name: t.send }).click()
    await expect(form.getByLabel(fields.followUp)).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabel(fields.followUp)).toHaveValue('?')
    await expectNoAxeViolations(page, `thread page with an invalid reply (${locale})`)
    const reply = locale === 'en' ? 'Also: is the visa free for EU students?' : 'Aussi : le visa est-il gratuit pour les étudiants européens ?'
    await form.getByLabel(fields.followUp).fill(reply)
    await form.getByRole('button', { name: t.send }).click()
    await expect(page.locator('.thread-follow-up-message').getByText(reply)).toBeVisible()
    await expect(page.locator('.thread-follow-up-message').getByText(t.you, { exact: true })).toBeVisible()

    // Closing asks first, in place; cancelling puts focus back on the button.
    await page.getByRole('button', { name: t.close }).click()
    const confirm = page.getByRole('group', { name: t.closeConfirm })
    await expect(confirm).toBeFocused()
    await confirm.getByRole('button', { name: t.closeNo }).click()
    await expect(page.getByRole('button', { name: t.close })).toBeFocused()
    await page.getByRole('button', { name: t.close }).click()
    await page.getByRole('button', { name: t.closeYes }).click()

    // Closed: who closed it, then "did it help?" with focus on the question.
    await expect(page.getByText(t.closedBy.VISITOR)).toBeVisible()
    await expect(page.getByRole('heading', { name: t.rateTitle })).toBeFocused()
    await expect(page.getByRole('form', { name: t.replyLabel.replace('{{name}}', ambassador.firstName) })).toHaveCount(0)
    await page.getByRole('button', { name: t.rateSend }).click()
    const scores = page.getByRole('group', { name: t.rateLegend.replace('{{min}}', '1').replace('{{max}}', '5') })
    await expect(scores.getByRole('radio').first()).toBeFocused()
    await expectNoAxeViolations(page, `rating form with a missing score (${locale})`)
    await scores.getByRole('radio', { name: t.score4 }).check()
    await page.getByLabel(fields.ratingComment).fill(locale === 'en' ? 'Quick and clear.' : 'Rapide et clair.')
    await page.getByRole('button', { name: t.rateSend }).click()
    await expect(page.getByRole('status').filter({ hasText: t.rated })).toBeVisible()
    await expectNoAxeViolations(page, `closed and rated conversation (${locale})`)
  })
}
