import { expect, test, type Page } from '@playwright/test'
import { localized, messages, type TestLocale } from '../support/locales'
import { collectErrors, waitForInteractive } from '../support/page-ready'
import { waitForScrollSaved } from '../support/scroll-saved'
import { directoryFromApi, formatCount } from './helpers'

// Issue 6 "Must show": filter the directory and share the URL; load more;
// empty state; back button; unknown values ignored — in both languages.

const countryName = (code: string, locale: TestLocale) => new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code
const languageLabel = (code: string, locale: TestLocale) => {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)
}

function directory(page: Page) {
  return page.locator('#directory')
}

async function expectResults(page: Page, locale: TestLocale, total: number, names: string[]) {
  await expect(page.locator('#directory-count')).toHaveText(new RegExp(`^${formatCount(total, locale)}\\s`))
  await expect(directory(page).getByRole('article').getByRole('heading', { level: 3 })).toHaveText(names)
}

for (const locale of ['en', 'fr'] as TestLocale[]) {
  const t = messages[locale]
  const facet = (page: Page, legend: string) => page.getByRole('group', { name: legend })

  test(`${locale}: filter by a country and a language, share the URL, get the same results`, async ({ page, context, request }) => {
    const errors = collectErrors(page)
    const expected = await directoryFromApi(request, { countries: ['FR'], languages: ['de'] })
    expect(expected.total).toBeGreaterThan(0)
    await page.goto(localized('/community', locale))
    await waitForInteractive(page)
    await facet(page, t.community.filters.countries)
      .getByRole('checkbox', { name: new RegExp(`^${countryName('FR', locale)}`) })
      .check()
    await expect(page).toHaveURL(/\?country=FR$/)
    const languages = facet(page, t.community.filters.languages)
    const german = languages.getByRole('checkbox', { name: new RegExp(`^${languageLabel('de', locale)}`) })
    if (!(await german.isVisible())) await languages.getByRole('button', { name: new RegExp(t.community.filters.showAll.split('{{')[0] ?? '') }).click()
    await german.check()
    await expect(page).toHaveURL(/\?country=FR&language=de$/)
    await expectResults(page, locale, expected.total, expected.names)
    // The active filters are listed and removable.
    await expect(page.getByRole('button', { name: t.community.active.remove.replace('{{label}}', countryName('FR', locale)) })).toBeVisible()

    const shared = await context.newPage()
    await shared.goto(page.url())
    await waitForInteractive(shared)
    await expectResults(shared, locale, expected.total, expected.names)
    await expect(facet(shared, t.community.filters.countries).getByRole('checkbox', { name: new RegExp(`^${countryName('FR', locale)}`) })).toBeChecked()
    expect(errors).toEqual([])
  })

  test(`${locale}: "load more" appends the next 24 and moves focus to the first new card`, async ({ page, request }) => {
    const all = await directoryFromApi(request, null, 48)
    await page.goto(localized('/community', locale))
    await waitForInteractive(page)
    const cards = directory(page).getByRole('article')
    await expect(cards).toHaveCount(24)
    await page.getByRole('button', { name: t.community.results.loadMore }).click()
    await expect(cards).toHaveCount(48)
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(all.names)
    await expect(cards.nth(24)).toBeFocused()
    await expect(page.getByText(t.community.results.showing.replace('{{shown}}', '48').replace('{{total}}', formatCount(all.total, locale)))).toBeVisible()
  })

  test(`${locale}: a search with no match shows the empty state, and its reset brings everyone back`, async ({ page, request }) => {
    const all = await directoryFromApi(request, null)
    await page.goto(localized('/community', locale))
    await waitForInteractive(page)
    await page.getByRole('searchbox', { name: t.community.search.label }).fill('zzqxjw nobody')
    await page.getByRole('searchbox', { name: t.community.search.label }).press('Enter')
    await expect(page.getByRole('heading', { name: t.community.empty.title })).toBeVisible()
    await expect(page.locator('#directory-count')).toHaveText(new RegExp(`^0\\s`))
    await expect(page).toHaveURL(/\?q=zzqxjw\+nobody$/)
    await page.getByRole('button', { name: t.community.empty.reset }).click()
    await expect(page).toHaveURL(new RegExp(`${localized('/community', locale)}$`))
    await expectResults(page, locale, all.total, all.names)
    await expect(page.getByRole('searchbox', { name: t.community.search.label })).toHaveValue('')
  })

  test(`${locale}: the back button restores the previous filters`, async ({ page, request }) => {
    const france = await directoryFromApi(request, { countries: ['FR'] })
    const all = await directoryFromApi(request, null)
    await page.goto(localized('/community', locale))
    await waitForInteractive(page)
    const countries = facet(page, t.community.filters.countries)
    await countries.getByRole('checkbox', { name: new RegExp(`^${countryName('FR', locale)}`) }).check()
    await expect(page).toHaveURL(/\?country=FR$/)
    await facet(page, t.community.filters.studyLevels)
      .getByRole('checkbox', { name: new RegExp(`^${t.ambassador.studyLevel.MASTER}`) })
      .check()
    await expect(page).toHaveURL(/\?level=master&country=FR$/)
    await page.goBack()
    await expect(page).toHaveURL(/\?country=FR$/)
    await expect(facet(page, t.community.filters.studyLevels).getByRole('checkbox', { name: new RegExp(`^${t.ambassador.studyLevel.MASTER}`) })).not.toBeChecked()
    await expectResults(page, locale, france.total, france.names)
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`${localized('/community', locale)}$`))
    await expectResults(page, locale, all.total, all.names)
    await page.goForward()
    await expectResults(page, locale, france.total, france.names)
  })

  test(`${locale}: unknown or malformed filter values in the URL are ignored`, async ({ page, request }) => {
    const errors = collectErrors(page)
    const all = await directoryFromApi(request, null)
    const response = await page.goto(
      `${localized('/community', locale)}?country=XX,France&level=wizard&field=%E0%A4%A&language=klingon&sort=random&view=globe&group=nope&after=garbage`,
    )
    expect(response?.status()).toBe(200)
    await waitForInteractive(page)
    await expectResults(page, locale, all.total, all.names)
    expect(errors).toEqual([])
  })
}

test('coming back from a card keeps the loaded pages and the place in the list', async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto('/community')
  await waitForInteractive(page)
  const cards = directory(page).getByRole('article')
  await page.getByRole('button', { name: messages.en.community.results.loadMore }).click()
  await expect(cards).toHaveCount(48)
  const card = cards.nth(30)
  const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? ''
  // Scroll there as a visitor would; Vike has saved the position in this page's history entry before the click.
  await card.scrollIntoViewIfNeeded()
  await waitForScrollSaved(page)
  await card.getByRole('link', { name: new RegExp(messages.en.ambassador.ask) }).click()
  await expect(page).toHaveURL(/\/question\?ambassador=/)
  await page.goBack()
  await expect(page).toHaveURL(/\/community$/)
  await expect(cards).toHaveCount(48)
  await expect(directory(page).getByRole('article', { name })).toBeInViewport()
})

test('sorting is held in the URL and changes the order', async ({ page, request }) => {
  await page.goto('/community')
  await waitForInteractive(page)
  await page.getByRole('combobox', { name: messages.en.community.sort.label }).selectOption('NAME')
  await expect(page).toHaveURL(/\?sort=name$/)
  const response = await request.post('/gql/public', { data: { query: '{ ambassadors(sort: NAME, first: 3) { nodes { firstName lastInitial } } }' } })
  const { data } = (await response.json()) as { data: { ambassadors: { nodes: { firstName: string; lastInitial: string }[] } } }
  await expect(directory(page).getByRole('article').getByRole('heading', { level: 3 }).first()).toHaveText(
    `${data.ambassadors.nodes[0]?.firstName} ${data.ambassadors.nodes[0]?.lastInitial}`,
  )
})
