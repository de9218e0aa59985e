import { expect, test, type APIRequestContext } from '@playwright/test'
import { FIXTURES } from '../../../server/demo/seed-fixtures'
import { askQuestion, availableSlots, bookMeeting, latestMail } from '../ambassadors-area/api'
import { expectNoAxeViolations } from '../support/axe'
import { localized, messages } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { answerAsAmbassador, JOURNEY_TIMEOUT_MS, LOCALES, openQuestionPage } from './helpers'

// Issue 33, item 2: "my conversations" on any device, without an account. The visitor asks for the link on
// /question; the e-mailed link, opened in another browser, lists their two conversations and their call, each
// opening from there; ending the link says so and offers a new one.

test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS })

const BRUNO = FIXTURES.ambassador2

/** The link of the latest "my conversations" e-mail to an address, as a path on this site (the mail names PUBLIC_URL). */
async function mailedLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | null = null
  await expect
    .poll(async () => {
      const text = (await latestMail(request, email, 'conversations_link'))?.text ?? ''
      link = /https?:\/\/\S+\?conversations=cl_[A-Za-z0-9_-]{43}/.exec(text)?.[0] ?? null
      return link !== null
    })
    .toBe(true)
  const url = new URL(link as unknown as string)
  return url.pathname + url.search
}

for (const locale of LOCALES) {
  const t = messages[locale].conversations
  const { fields } = messages[locale]

  test(`${locale}: the e-mailed "my conversations" link lists two conversations and a call, on another device`, async ({ page, request, browser }) => {
    const tag = `${locale}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`
    const email = `visitor+mine-${tag}@example.test`
    const housing = `Housing ${tag}`
    const courses = `Courses ${tag}`
    // Two questions and a call, through the product's API, as the forms send them.
    const asked = await askQuestion(request, { ambassadorId: FIXTURES.ambassador1.id, firstName: 'Zoé', email, topic: housing, body: `Is housing easy to find? (${tag})`, locale })
    await askQuestion(request, { ambassadorId: BRUNO.id, firstName: 'Zoé', email, topic: courses, body: `Are the courses in English? (${tag})`, locale })
    const slots = await availableSlots(request, BRUNO.id)
    const slot = slots[Math.floor(Math.random() * slots.length)]
    expect(slot).toBeDefined()
    await bookMeeting(request, { ambassadorId: BRUNO.id, startsAt: slot?.startsAt ?? '', firstName: 'Zoé', lastName: 'Martin', email })
    await answerAsAmbassador(request, FIXTURES.ambassador1.email, asked.threadId, `Most first-years live in residence halls. (${tag})`)

    // On /question, below the form: the address in, "check your inbox" out.
    await openQuestionPage(page, locale)
    const form = page.getByRole('region', { name: t.request.title })
    await form.getByLabel(fields.email, { exact: true }).fill(email)
    await form.getByRole('button', { name: t.request.submit }).click()
    const sent = page.getByRole('region', { name: t.request.sentTitle })
    await expect(sent).toBeFocused()
    await expect(sent).toContainText(email)

    // The e-mail's link, in the visitor's language, opened on another device (a fresh browser context).
    const path = await mailedLink(request, email)
    expect(path.startsWith(localized('/question', locale))).toBe(true)
    const device = await browser.newContext()
    try {
      const other = await device.newPage()
      await other.goto(path)
      await waitForInteractive(other)
      await expect(other.getByRole('heading', { level: 1 })).toHaveText(t.page.heading)
      const threads = other.getByRole('region', { name: t.threads.title_other.replace('{{count}}', '2') })
      await expect(threads.getByRole('listitem')).toHaveCount(2)
      const answered = threads.getByRole('listitem').filter({ hasText: housing })
      await expect(answered).toContainText(t.threads.unread)
      await expect(answered).toContainText(t.threadStatus.ANSWERED)
      await expect(threads.getByRole('listitem').filter({ hasText: courses })).toContainText(t.threadStatus.OPEN)
      const calls = other.getByRole('region', { name: t.meetings.title_one })
      await expect(calls.getByRole('listitem')).toHaveCount(1)
      await expect(calls.getByRole('listitem')).toContainText(t.meetingStatus.PENDING)
      await expectNoAxeViolations(other, 'my conversations')

      // The call's link opens its manage page; the conversation's link opens the thread, which then reads as seen.
      await expect(calls.getByRole('link')).toHaveAttribute('href', /\/meet\?manage=mt_/)
      await answered.getByRole('link').click()
      await expect(other).toHaveURL(/\/question\?thread=[^&]+&token=tt_/)
      await expect(other.getByRole('heading', { level: 2, name: housing })).toBeVisible()
      await other.goBack()
      await expect(threads.getByRole('listitem').filter({ hasText: housing })).toBeVisible()
      await other.reload()
      await waitForInteractive(other)
      await expect(
        other
          .getByRole('region', { name: t.threads.title_other.replace('{{count}}', '2') })
          .getByRole('listitem')
          .filter({ hasText: housing }),
      ).not.toContainText(t.threads.unread)

      // Ending the link: the page says so and offers a new one.
      await other.getByRole('button', { name: t.end.submit }).click()
      await expect(other.getByRole('heading', { name: t.gone.ENDED.title })).toBeVisible()
      await expect(other.getByRole('region', { name: t.request.title })).toBeVisible()
      await other.reload()
      await waitForInteractive(other)
      await expect(other.getByRole('heading', { name: t.gone.ENDED.title })).toBeVisible()
    } finally {
      await device.close()
    }
  })
}

test('the footer links every page to the "my conversations" form', async ({ page }) => {
  const t = messages.fr
  await page.goto(localized('/community', 'fr'))
  await waitForInteractive(page)
  await page.getByRole('contentinfo').getByRole('link', { name: t.nav.myConversations }).click()
  await expect(page).toHaveURL(/\/fr\/question#my-conversations$/)
  await expect(page.getByRole('region', { name: t.conversations.request.title })).toBeInViewport()
})
