import { expect, test, type Page } from '@playwright/test'
import { FIXTURES } from '../../../server/demo/seed-fixtures'
import { localized, messages, type TestLocale } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { uniqueDraft } from './embed-helpers'

// The /iframe page on its own (the embedded frame's content): views, query
// parameters, actions inside the frame or in a new tab, and the prerender.

const ALICE = FIXTURES.ambassador1
const BRUNO = FIXTURES.ambassador2
const CHIHIRO = FIXTURES.ambassador3
const cardName = (a: { firstName: string; lastName: string }) => `${a.firstName} ${a.lastName[0]}.`

async function open(page: Page, query: string, locale: TestLocale = 'en'): Promise<void> {
  await page.goto(localized(`/iframe${query}`, locale))
  await waitForInteractive(page)
}

test('the default ambassadors are prerendered into the HTML and the payload', async ({ request }) => {
  for (const locale of ['en', 'fr'] as const) {
    const html = await (await request.get(localized('/iframe', locale))).text()
    expect(html.match(/<article class="ambassador-card/g)).toHaveLength(6)
    expect(html).toContain(messages[locale].ambassador.ask)
    const payload = await request.get(localized('/iframe/_payload.json', locale))
    expect(payload.status()).toBe(200)
    // The same six in the payload (client navigation renders from it, no API call).
    const results = Object.values(((await payload.json()) as { urql: Record<string, { data: string }> }).urql).map((entry) => JSON.parse(entry.data) as Record<string, unknown>)
    const list = results.find((data) => 'ambassadors' in data) as { ambassadors: { nodes: { firstName: string; lastInitial: string }[] } } | undefined
    expect(list?.ambassadors.nodes).toHaveLength(6)
    for (const node of list?.ambassadors.nodes ?? []) expect(html).toContain(`${node.firstName} ${node.lastInitial}`)
  }
})

test('?ambassadors= shows those ambassadors in that order; invalid parameters are the 404 page', async ({ page }) => {
  await open(page, `?ambassadors=${BRUNO.id},${ALICE.id}`)
  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(2)
  await expect(cards.nth(0).getByRole('heading')).toHaveText(cardName(BRUNO))
  await expect(cards.nth(1).getByRole('heading')).toHaveText(cardName(ALICE))

  for (const query of ['?view=grid', '?ask=%3Cscript%3E', '?lang=de', '?target=_parent']) {
    await page.goto(`/iframe${query}`)
    await expect(page.getByTestId('error-message')).toContainText(`Page Not Found: /iframe${query}`)
  }
})

test('the carousel shows one ambassador at a time with Previous / Next, and never moves by itself', async ({ page }) => {
  // The page's timers run on a clock the test can move forward (Date, setTimeout, setInterval, animation frames).
  await page.clock.install()
  await open(page, `?view=carousel&ambassadors=${ALICE.id},${BRUNO.id},${CHIHIRO.id}`)
  const t = messages.en.embed.carousel
  const carousel = page.getByRole('region', { name: messages.en.ambassador.listLabel })
  await expect(carousel).toHaveAttribute('aria-roledescription', t.roledescription)
  const slides = carousel.getByRole('group')
  await expect(slides).toHaveCount(1)
  await expect(slides.first()).toHaveAttribute('aria-label', '1 of 3')
  await expect(slides.first()).toHaveAttribute('aria-roledescription', t.slide)
  await expect(carousel.getByRole('heading', { name: cardName(ALICE) })).toBeVisible()
  await expect(carousel.locator('[aria-live="polite"]')).toHaveCount(1)

  const next = carousel.getByRole('button', { name: t.next })
  await next.focus()
  await page.keyboard.press('Enter')
  await expect(carousel.getByRole('heading', { name: cardName(BRUNO) })).toBeVisible()
  await expect(carousel.getByRole('heading', { name: cardName(ALICE) })).toBeHidden()
  await expect(next).toBeFocused()
  await carousel.getByRole('button', { name: t.previous }).click()
  await carousel.getByRole('button', { name: t.previous }).click()
  await expect(carousel.getByRole('group')).toHaveAttribute('aria-label', '3 of 3')
  await expect(carousel.getByRole('heading', { name: cardName(CHIHIRO) })).toBeVisible()
  // Chihiro takes no calls: Ask only.
  await expect(carousel.getByRole('link', { name: /^Book a call/ })).toHaveCount(0)
  // A minute of the page's time at once: any timer-driven rotation would have fired by now.
  await page.clock.runFor(60_000)
  await expect(carousel.getByRole('group')).toHaveAttribute('aria-label', '3 of 3')
})

test('?lang=fr switches to the French page and keeps the rest of the query', async ({ page }) => {
  await page.goto(`/iframe?view=carousel&lang=fr&ambassadors=${ALICE.id}`)
  await expect(page).toHaveURL(new RegExp(`/fr/iframe\\?view=carousel&ambassadors=${ALICE.id}$`))
  await waitForInteractive(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.fr.embed.pageHeader.heading)
  await expect(page.getByRole('region', { name: messages.fr.ambassador.listLabel })).toHaveAttribute('aria-roledescription', messages.fr.embed.carousel.roledescription)
  await page.goto(`/fr/iframe?lang=en`)
  await expect(page).toHaveURL(/\/iframe$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('?target=top: Ask and Book a call open the full pages in a new tab', async ({ page, context }) => {
  await open(page, `?target=top&ambassadors=${ALICE.id}`)
  const ask = page.getByRole('link', { name: new RegExp(`^Ask a question to ${cardName(ALICE)} ${messages.en.embed.newTab.replace(/[()]/g, '\\$&')}$`) })
  await expect(ask).toHaveAttribute('href', `/question?ambassador=${ALICE.id}`)
  await expect(ask).toHaveAttribute('target', '_blank')
  await expect(ask).toHaveAttribute('rel', 'noopener')
  const meet = page.getByRole('link', { name: new RegExp(`^Book a call with ${cardName(ALICE)}`) })
  await expect(meet).toHaveAttribute('href', `/meet?ambassador=${ALICE.id}`)
  const opened = context.waitForEvent('page')
  await ask.click()
  const tab = await opened
  await expect(tab).toHaveURL(new RegExp(`/question\\?ambassador=${ALICE.id}$`))
  expect(await tab.evaluate((): unknown => window.opener)).toBeNull()
  await expect(page).toHaveURL(/\/iframe\?/)
})

for (const locale of ['en', 'fr'] as const) {
  test(`${locale}: Ask continues inside the frame; the question is sent; Back returns focus to the card`, async ({ page, context }) => {
    const m = messages[locale]
    const draft = uniqueDraft(`frame-${locale}`)
    await open(page, `?ambassadors=${ALICE.id},${BRUNO.id}`, locale)
    const ask = page.locator(`[data-embed-action="ask:${ALICE.id}"]`)
    await ask.click()
    await expect(page).toHaveURL(new RegExp(`${localized('/iframe', locale)}\\?ambassadors=${ALICE.id},${BRUNO.id}&ask=${ALICE.id}$`))
    const title = page.getByRole('heading', { level: 2, name: m.embed.ask.title.replace('{{name}}', cardName(ALICE)) })
    await expect(title).toBeFocused()
    const form = page.getByRole('form', { name: m.question.form.label })
    await form.getByLabel(m.fields.firstName, { exact: true }).fill(draft.firstName)
    await form.getByLabel(m.fields.email, { exact: true }).fill(draft.email)
    await form.getByLabel(m.fields.topic, { exact: true }).fill(draft.topic)
    await form.getByLabel(m.fields.question, { exact: true }).fill(draft.body)
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: m.question.form.submitTo.replace('{{name}}', ALICE.firstName) }).click()

    const confirmation = page.locator('.journey-confirmation')
    await expect(confirmation.getByRole('heading', { name: m.embed.sent.title })).toBeVisible()
    await expect(confirmation).toBeFocused()
    await expect(confirmation).toContainText(draft.email)
    const thread = confirmation.getByRole('link', { name: new RegExp(`^${m.embed.sent.open}`) })
    await expect(thread).toHaveAttribute('target', '_blank')
    const opened = context.waitForEvent('page')
    await thread.click()
    const tab = await opened
    await expect(tab).toHaveURL(/\/question\?thread=[^&]+&token=tt_/)
    await expect(tab.getByRole('heading', { level: 2, name: draft.topic })).toBeVisible()
    await tab.close()

    await page.getByRole('link', { name: m.embed.back }).click()
    await expect(page).toHaveURL(new RegExp(`${localized('/iframe', locale)}\\?ambassadors=${ALICE.id},${BRUNO.id}$`))
    await expect(ask).toBeFocused()
  })
}

test('Book a call continues inside the frame; an ambassador without calls offers Ask instead', async ({ page }) => {
  await open(page, `?meet=${CHIHIRO.id}`)
  await expect(page.getByRole('heading', { level: 2, name: `${CHIHIRO.firstName} does not take calls` })).toBeFocused()
  await page.getByRole('link', { name: `Ask ${CHIHIRO.firstName} a question` }).click()
  await expect(page).toHaveURL(new RegExp(`/iframe\\?ask=${CHIHIRO.id}$`))
  await expect(page.getByRole('form', { name: messages.en.question.form.label })).toBeVisible()

  await open(page, `?meet=${BRUNO.id}`)
  const title = page.getByRole('heading', { level: 2, name: messages.en.meet.form.title.replace('{{minutes}}', String(BRUNO.meetingMinutes)).replace('{{name}}', BRUNO.firstName) })
  await expect(title).toBeFocused()
  await expect(page.locator('.slot-time-chip').first()).toBeVisible()
  await page.getByRole('link', { name: messages.en.embed.back }).click()
  await expect(page).toHaveURL(/\/iframe$/)
})

test('an unknown ambassador id in ?ask= says so and offers the way back', async ({ page }) => {
  await open(page, '?ask=00000000-0000-4000-8000-0000000009ff')
  await expect(page.getByRole('heading', { level: 2, name: messages.en.embed.missing.title })).toBeFocused()
  await expect(page.getByRole('link', { name: messages.en.embed.back })).toHaveAttribute('href', '/iframe')
})
