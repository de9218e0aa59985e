import { expect, test } from '@playwright/test'
import { askQuestion, gqlData, meId } from '../ambassadors-area/api'
import { uniqueTopic } from '../ambassadors-area/inbox-helpers'
import { EDITOR, OWNER, openConsoleSignedIn, STAFF_FLOW_TIMEOUT_MS } from '../staff/staff-helpers'
import { expectNoAxeViolations } from '../support/axe'
import { messages } from '../support/locales'
import { moderationItem } from './moderation-helpers'
import { ambassadorTokenFromApi, QUEUE_AMBASSADOR } from './safeguarding-helpers'

for (const locale of ['en', 'fr'] as const) {
  const t = messages[locale].staffConsole
  const v = messages[locale].validation

  test(`Safeguarding and Moderation tabs (${locale}): rule problems next to their fields, the draft kept; no accessibility violations on the rules or the queue`, async ({
    page,
    context,
  }) => {
    test.setTimeout(2 * STAFF_FLOW_TIMEOUT_MS)
    // A report waiting in the queue (the visitor's, through the API).
    const topic = uniqueTopic('Queue check')
    const visitor = await askQuestion(page.request, {
      ambassadorId: await meId(page.request, await ambassadorTokenFromApi(page.request, QUEUE_AMBASSADOR)),
      firstName: 'Léo',
      email: `leo-${Date.now()}@example.com`,
      topic,
      body: 'Is there a sports club on campus?',
    })
    const reported = await gqlData<{ reportConversation: { reported: boolean } }>(
      page.request,
      'mutation R($id: ID!, $token: String!, $reason: String!) { reportConversation(threadId: $id, token: $token, reason: $reason) { reported } }',
      { id: visitor.threadId, token: visitor.threadToken, reason: 'Checking the queue.' },
    )
    expect(reported.reportConversation.reported).toBe(true)

    await openConsoleSignedIn(page, context, OWNER, locale)
    await page.getByRole('tab', { name: t.sections.safeguarding }).click()
    await expect(page.getByLabel(t.safeguarding.categories.EMAIL, { exact: true })).toHaveValue('BLOCK')
    await expectNoAxeViolations(page, 'safeguarding rules')

    // Two words that fold alike and an unknown country: refused before anything is sent, each next to its control.
    await page.getByRole('button', { name: t.safeguarding.words.add }).click()
    await expect(page.getByLabel(t.safeguarding.words.wordLabel.replace('{{n}}', '1'))).toBeFocused()
    await page.getByLabel(t.safeguarding.words.wordLabel.replace('{{n}}', '1')).fill('Soirée')
    await page.getByRole('button', { name: t.safeguarding.words.add }).click()
    await page.getByLabel(t.safeguarding.words.wordLabel.replace('{{n}}', '2')).fill('soiree')
    await page.getByLabel(t.safeguarding.countriesLabel).fill('PT, XX')
    await page.getByRole('button', { name: t.safeguarding.save }).click()
    const second = page.getByLabel(t.safeguarding.words.wordLabel.replace('{{n}}', '2'))
    await expect(second).toBeFocused()
    await expect(second).toHaveAccessibleDescription(v.safeguardingWordDuplicate)
    await expect(page.locator('#rules-countries-error')).toHaveText(`XX: ${v.safeguardingCountry}`)
    await expectNoAxeViolations(page, 'safeguarding rules with problems')

    // The draft survives a reload (this tab's storage) until it is saved or the person signs out.
    await page.reload()
    await page.getByRole('tab', { name: t.sections.safeguarding }).click()
    await expect(page.getByLabel(t.safeguarding.words.wordLabel.replace('{{n}}', '2'))).toHaveValue('soiree')
    await expect(page.getByLabel(t.safeguarding.countriesLabel)).toHaveValue('PT, XX')

    await page.getByRole('tab', { name: t.sections.moderation }).click()
    const item = await moderationItem(page, t.moderation.titles.REPORT_VISITOR, topic, locale)
    await expect(item).toContainText('Checking the queue.')
    await expectNoAxeViolations(page, 'moderation queue')
  })
}

test('an editor reads the safeguarding rules but cannot change them', async ({ page, context }) => {
  test.setTimeout(STAFF_FLOW_TIMEOUT_MS)
  const t = messages.en.staffConsole
  await openConsoleSignedIn(page, context, EDITOR)
  await page.getByRole('tab', { name: t.sections.safeguarding }).click()
  await expect(page.getByText(t.ownersOnly.replace('{{what}}', t.safeguarding.what))).toBeVisible()
  await expect(page.getByLabel(t.safeguarding.categories.EMAIL, { exact: true })).toBeDisabled()
  await expect(page.getByRole('button', { name: t.safeguarding.save })).toHaveCount(0)
  await expectNoAxeViolations(page, 'safeguarding rules, editor')
})
