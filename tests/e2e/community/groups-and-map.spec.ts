import { expect, test } from '@playwright/test'
import { localized, messages, type TestLocale } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { apiQuery, formatCount } from './helpers'

// Issue 6 §3: community groups with their ambassadors and published Q&A, a
// way to join (the matching engineer's /matchCommunity) and to browse them;
// the list/map toggle held in the URL (?view=map).

type Groups = { communities: { id: string; slug: string; name: string; ambassadorCount: number; publishedQuestions: { topic: string }[] }[] }

for (const locale of ['en', 'fr'] as TestLocale[]) {
  const t = messages[locale]

  test(`${locale}: community groups show their faces, Q&A, a join link and filter the directory`, async ({ page, request }) => {
    const { communities } = await apiQuery<Groups>(
      request,
      'query($locale: Locale!) { communities { id slug name(locale: $locale) ambassadorCount publishedQuestions(first: 3) { topic } } }',
      { locale },
    )
    await page.goto(localized('/community', locale))
    await waitForInteractive(page)
    const section = page.getByRole('region', { name: t.community.groups.title })
    await expect(section.getByRole('article')).toHaveCount(communities.length)
    const first = communities[0]
    if (!first) throw new Error('the seed has community groups')
    const card = section.getByRole('article', { name: first.name })
    await expect(card.getByRole('link', { name: new RegExp(t.community.groups.join) })).toHaveAttribute('href', `${localized('/matchCommunity', locale)}?community=${first.id}`)
    const question = first.publishedQuestions[0]
    if (question) {
      await card.getByText(question.topic).click()
      await expect(card.locator('details[open] .community-answer').first()).toBeVisible()
    }
    await card.getByRole('button', { name: new RegExp(t.community.groups.browse) }).click()
    await expect(page).toHaveURL(new RegExp(`\\?group=${first.slug}$`))
    await expect(page.locator('#directory-count')).toHaveText(new RegExp(`^${formatCount(first.ambassadorCount, locale)}\\s`))
    await expect(page.getByRole('button', { name: t.community.active.remove.replace('{{label}}', first.name) })).toBeVisible()
  })

  test(`${locale}: the list/map toggle is held in the URL and the list stays reachable`, async ({ page }) => {
    await page.route('https://maps.googleapis.com/**', (route) => route.abort())
    await page.goto(localized('/community', locale))
    await waitForInteractive(page)
    const view = page.getByRole('group', { name: t.community.view.label })
    await view.getByRole('button', { name: t.community.view.map }).click()
    await expect(page).toHaveURL(/\?view=map$/)
    await expect(view.getByRole('button', { name: t.community.view.map })).toHaveAttribute('aria-pressed', 'true')
    await view.getByRole('button', { name: t.community.view.list }).click()
    await expect(page).toHaveURL(new RegExp(`${localized('/community', locale)}$`))
    await expect(page.locator('#directory').getByRole('article')).toHaveCount(24)
  })
}
