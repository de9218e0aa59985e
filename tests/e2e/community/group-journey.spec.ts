import type { APIRequestContext } from '@playwright/test'
import { expect, test } from '../quality/support/fixtures'
import { latestMail } from '../ambassadors-area/api'
import { expectNoAxeViolations } from '../support/axe'
import { localized, messages, type TestLocale } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { fill, templatePattern } from '../match/match-helpers'
import { apiQuery } from './helpers'

// Issue 33, item 4 (decision 147): joining a group leads to the group's page — its
// ambassadors, its Q&A and "ask this group" — and every group e-mail has a leave link
// that needs no sign-in (one press on the page: a GET never leaves).

type Groups = { communities: { id: string; name: string; ambassadors: { id: string }[] }[] }

/** The path of the first link in the latest e-mail of `kind` to an address that matches `pattern` (read from the test outbox). */
async function mailedPath(request: APIRequestContext, email: string, kind: string, pattern: RegExp): Promise<string> {
  let path = ''
  await expect.poll(async () => (path = pattern.exec((await latestMail(request, email, kind))?.text ?? '')?.[1] ?? '')).not.toBe('')
  return path
}

for (const locale of ['en', 'fr'] as TestLocale[]) {
  const t = messages[locale]
  const mc = t.matchCommunity

  test(`${locale}: join a group → its page → ask the group → leave from the e-mail's link`, async ({ page, request }) => {
    test.setTimeout(90_000)
    const { communities } = await apiQuery<Groups>(request, 'query($locale: Locale!) { communities { id name(locale: $locale) ambassadors(first: 100) { id } } }', { locale })
    const group = communities.find((c) => c.ambassadors.length > 0)
    if (!group) throw new Error('the seed has a group with ambassadors')
    const email = `group-${locale}-${Date.now()}@example.test`

    // Join from the group's page.
    await page.goto(`${localized('/matchCommunity', locale)}?community=${group.id}`)
    await waitForInteractive(page)
    const join = page.getByRole('region', { name: fill(mc.join.heading, { name: group.name }) })
    await join.getByRole('textbox', { name: t.fields.email, exact: true }).fill(email)
    await join.getByRole('checkbox', { name: templatePattern(t.forms.consent.processing) }).check()
    await join.getByRole('button', { name: mc.join.submit }).click()
    await expect(page.getByRole('region', { name: mc.join.sentHeading })).toBeFocused()

    // The e-mailed link: one press, then the member lands on the group's page.
    await page.goto(await mailedPath(request, email, 'community_join_confirm', /https?:\/\/[^/\s]+(\/\S*\?confirm=\S+)/))
    await page.getByRole('button', { name: mc.confirm.submit }).click()
    await expect(page.getByRole('region', { name: fill(mc.confirm.doneHeading, { name: group.name }) })).toBeFocused()
    const groupPage = page.getByRole('article')
    await expect(groupPage.getByRole('heading', { level: 2, name: group.name })).toBeVisible()
    await expect(page.getByRole('list', { name: mc.ambassadorsHeading }).getByRole('listitem').first()).toBeVisible()
    await expect(page.getByRole('region', { name: mc.qaHeading })).toBeVisible()
    // A member is not asked to join again.
    await expect(page.getByRole('region', { name: fill(mc.join.heading, { name: group.name }) })).toHaveCount(0)
    await expect(page.getByRole('region', { name: mc.group.askHeading }).getByRole('button', { name: t.question.form.submit })).toBeVisible()
    await expectNoAxeViolations(page, `${locale} group page after joining`)

    // Ask this group: the question goes to one of its ambassadors, and the visitor lands on the private thread.
    const ask = page.getByRole('region', { name: mc.group.askHeading })
    await ask.getByRole('textbox', { name: t.fields.firstName, exact: true }).fill('Sam')
    await ask.getByRole('textbox', { name: t.fields.email, exact: true }).fill(email)
    await ask.getByRole('textbox', { name: t.fields.topic, exact: true }).fill(locale === 'fr' ? 'Rencontres du groupe' : 'Group meetups')
    await ask.getByRole('textbox', { name: new RegExp(t.fields.question) }).fill(locale === 'fr' ? 'Quand le groupe se retrouve-t-il ?' : 'When does the group usually meet?')
    await ask.getByRole('checkbox', { name: templatePattern(t.forms.consent.processing) }).check()
    await ask.getByRole('button', { name: t.question.form.submit }).click()
    await expect(page).toHaveURL(/\/question\?thread=[^&]+&token=/)
    const url = new URL(page.url())
    const { thread } = await apiQuery<{ thread: { ambassador: { id: string } } }>(
      request,
      'query($id: ID!, $token: String) { thread(id: $id, token: $token) { ambassador { id } } }',
      {
        id: url.searchParams.get('thread'),
        token: url.searchParams.get('token'),
      },
    )
    expect(group.ambassadors.map((a) => a.id)).toContain(thread.ambassador.id)

    // Leave from the e-mail's link: opening it changes nothing; one press leaves; a second press says so.
    const leavePath = await mailedPath(request, email, 'community_join_confirm', /https?:\/\/[^/\s]+(\/\S*\?leave=\S+)/)
    expect(leavePath).toContain(`${localized('/matchCommunity', locale)}?leave=gl_`)
    await page.goto(leavePath)
    await waitForInteractive(page)
    await expect(page.getByRole('heading', { level: 2, name: mc.leave.heading })).toBeVisible()
    await expectNoAxeViolations(page, `${locale} leave page`)
    await page.getByRole('button', { name: mc.leave.submit }).click()
    await expect(page.getByRole('region', { name: fill(mc.leave.leftHeading, { name: group.name }) })).toBeFocused()
    await page.goto(leavePath)
    await waitForInteractive(page)
    await page.getByRole('button', { name: mc.leave.submit }).click()
    await expect(page.getByRole('region', { name: fill(mc.leave.alreadyHeading, { name: group.name }) })).toBeFocused()
  })
}
