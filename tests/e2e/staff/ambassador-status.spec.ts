import { expect, test, type APIRequestContext, type Browser } from '@playwright/test'
import { askQuestion, gqlData } from '../ambassadors-area/api'
import { answerAsAmbassador } from '../question/helpers'
import { expectNoAxeViolations } from '../support/axe'
import { localized, messages, type TestLocale } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { activeAmbassadorFromApi, openAmbassadorsTab } from './lifecycle-helpers'
import { OWNER, openConsoleSignedIn, STAFF_FLOW_TIMEOUT_MS } from './staff-helpers'

// Deactivation, reactivation and erasure change who is public: this file is
// one of the public-data writers (playwright.config.ts). Each test brings its
// own ambassador and visitors, so no other test sees them change.

const publicNames = async (request: APIRequestContext, text: string): Promise<string[]> =>
  (
    await gqlData<{ ambassadors: { nodes: { firstName: string }[] } }>(request, 'query($text: String) { ambassadors(filter: { text: $text }, first: 5) { nodes { firstName } } }', {
      text,
    })
  ).ambassadors.nodes.map((node) => node.firstName)

/** A visitor opening the link of their thread e-mail, in a browser of their own. */
async function openThread(browser: Browser, locale: TestLocale, thread: { threadId: string; threadToken: string }) {
  // A context, not browser.newPage(): axe runs on this page.
  const page = await (await browser.newContext()).newPage()
  await page.goto(localized(`/question?thread=${encodeURIComponent(thread.threadId)}&token=${encodeURIComponent(thread.threadToken)}`, locale))
  await waitForInteractive(page)
  return page
}

for (const locale of ['en', 'fr'] as const) {
  const t = messages[locale].staffConsole
  const q = messages[locale].question.thread

  test(`ambassador status (${locale}): the owner erases a visitor, deactivates and reactivates an ambassador, then erases them; the other visitor's thread names a former ambassador`, async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(STAFF_FLOW_TIMEOUT_MS * 2)
    const stamp = `${Date.now()}`
    const firstName = `Leaver${locale === 'en' ? 'En' : 'Fr'}${stamp}`
    const name = `${firstName} Leaver`
    const email = `leaver-${locale}-${stamp}@demo.test`
    const staffToken = await openConsoleSignedIn(page, context, OWNER, locale)
    const ambassador = await activeAmbassadorFromApi(page.request, staffToken, email, firstName)
    // Two visitors wrote to them: one got an answer, the other asks to be forgotten.
    const ask = (who: string, topic: string) =>
      askQuestion(page.request, {
        ambassadorId: ambassador.id,
        firstName: 'Zoé',
        email: `${who}-${locale}-${stamp}@example.test`,
        topic: `${topic} ${stamp}`,
        body: 'Is student housing easy to find near campus?',
      })
    const answered = await ask('stays', 'Housing')
    const answer = `Most students live by the river (${stamp}).`
    await answerAsAmbassador(page.request, email, answered.threadId, answer)
    const forgotten = await ask('forget', 'Sports')
    const forgottenEmail = `forget-${locale}-${stamp}@example.test`

    const tab = await openAmbassadorsTab(page, locale)

    // The visitor's erasure is asked in place, then done: their thread link opens nothing any more.
    await tab.panel.getByLabel(t.dataRequests.email).fill(forgottenEmail)
    await tab.panel.getByRole('button', { name: t.dataRequests.eraseLabel.replace('{{email}}', forgottenEmail) }).click()
    await expect(tab.panel.getByText(t.dataRequests.eraseConfirm.replace('{{email}}', forgottenEmail))).toBeVisible()
    await expectNoAxeViolations(page, 'erase visitor: confirmation')
    await tab.panel.getByRole('button', { name: t.dataRequests.eraseYes }).click()
    await expect(tab.announced(t.dataRequests.erased.replace('{{email}}', forgottenEmail))).toBeVisible()
    const gone = await openThread(browser, locale, forgotten)
    await expect(gone.getByRole('heading', { name: q.notFoundTitle })).toBeVisible()
    await gone.context().close()

    // Deactivated, then reactivated: public again.
    await tab.search('ACTIVE', firstName)
    const deactivation = await tab.choose(firstName, name, t.ambassadors.deactivateLabel.replace('{{name}}', name), t.ambassadors.deactivateTitle.replace('{{name}}', name))
    await deactivation.getByRole('button', { name: t.ambassadors.deactivateYes }).click()
    await expect(tab.announced(t.ambassadors.deactivated.replace('{{name}}', name))).toBeVisible()
    expect(await publicNames(page.request, firstName)).toEqual([])
    await tab.search('INACTIVE', firstName)
    await tab.press(firstName, t.ambassadors.reactivateLabel.replace('{{name}}', name))
    await expect(tab.announced(t.ambassadors.reactivated.replace('{{name}}', name))).toBeVisible()
    await tab.search('ACTIVE', firstName)
    await expect(tab.row(firstName)).toContainText(t.ambassadors.statuses.ACTIVE)
    expect(await publicNames(page.request, firstName)).toEqual([firstName])

    // Erasure is asked in place, with what it means, then done: no name left to find.
    // Erasure sits in the row's menu, asked in a dialog naming the person; "No, keep" returns to the menu's button.
    const menu = tab.row(firstName).getByRole('button', { name: t.rowActions.label.replace('{{name}}', name) })
    let erasure = await tab.choose(firstName, name, t.ambassadors.eraseLabel.replace('{{name}}', name), t.ambassadors.eraseTitle.replace('{{name}}', name))
    await expect(erasure.getByRole('button', { name: t.ambassadors.keep })).toBeFocused()
    await erasure.getByRole('button', { name: t.ambassadors.keep }).click()
    await expect(menu).toBeFocused()
    erasure = await tab.choose(firstName, name, t.ambassadors.eraseLabel.replace('{{name}}', name), t.ambassadors.eraseTitle.replace('{{name}}', name))
    await expect(erasure.getByText(t.ambassadors.eraseConfirm)).toBeVisible()
    await expectNoAxeViolations(page, 'erase ambassador: confirmation')
    await erasure.getByRole('button', { name: t.ambassadors.eraseYes }).click()
    await expect(tab.announced(t.ambassadors.erasedDone)).toBeVisible()
    await tab.search('', firstName)
    await expect(tab.panel.getByText(t.ambassadors.noMatch)).toBeVisible()
    expect(await publicNames(page.request, firstName)).toEqual([])

    // The visitor who got an answer keeps it, by a former ambassador, with no empty card beside it.
    const thread = await openThread(browser, locale, answered)
    await expect(thread.locator('.thread-answer').filter({ hasText: answer })).toContainText(messages[locale].ambassador.former)
    const aside = thread.getByRole('complementary', { name: q.aboutAmbassador })
    await expect(aside).toHaveText(q.formerText)
    await expect(aside.locator('img')).toHaveCount(0)
    await expect(thread.getByRole('link', { name: q.askNew })).toBeVisible()
    await expectNoAxeViolations(thread, 'thread of an erased ambassador')
    await thread.context().close()
  })
}
