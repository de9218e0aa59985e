import { expect, test } from '@playwright/test'
import { localized, messages, type TestLocale } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { directoryFromApi, formatCount, recordGraphqlOperations, settledRequests } from './helpers'

// Issue 6 §3: the unfiltered directory is prerendered; reaching it from the
// home page loads its _payload.json and asks the API nothing for it.

const DIRECTORY_OPERATIONS = ['Directory', 'DirectoryFacets', 'CommunityGroups']

for (const locale of ['en', 'fr'] as TestLocale[]) {
  const t = messages[locale]

  test(`${localized('/', locale)} → ${localized('/community', locale)} by the nav link loads the payload and sends no directory query`, async ({ page, request }) => {
    const { total, names } = await directoryFromApi(request, null)
    // Listen from the start: the nav link is in view, so its payload may be prefetched right after hydration.
    const operations = recordGraphqlOperations(page)
    const payloadPath = `${locale === 'fr' ? '/fr' : ''}/community/_payload.json`
    const payload = page.waitForRequest((r) => new URL(r.url()).pathname === payloadPath && new URL(r.url()).search.length > 1)
    await page.goto(localized('/', locale))
    await waitForInteractive(page)
    await page.getByRole('navigation', { name: t.app.mainNavigation }).getByRole('link', { name: t.nav.community, exact: true }).click()
    await payload
    await expect(page).toHaveURL(new RegExp(`${localized('/community', locale)}$`))
    await expect(page.getByRole('status').filter({ hasText: formatCount(total, locale) })).toBeVisible()
    const cards = page.locator('#directory').getByRole('article')
    await expect(cards).toHaveCount(24)
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(names)
    await expect(page.locator('.community-group')).toHaveCount(6)
    await settledRequests(page)
    expect(operations.map((o) => o.name).filter((name) => DIRECTORY_OPERATIONS.includes(name))).toEqual([])
  })

  test(`${localized('/community', locale)} is prerendered with the first page, facets and groups in _payload.json`, async ({ request }) => {
    const { names } = await directoryFromApi(request, null)
    const html = await (await request.get(localized('/community', locale))).text()
    for (const name of names) expect(html).toContain(name)
    const payload = (await (await request.get(`${locale === 'fr' ? '/fr' : ''}/community/_payload.json`)).json()) as { urql: Record<string, { data?: string }> }
    const data = Object.values(payload.urql)
      .map((entry) => entry.data ?? '')
      .join('\n')
    expect(data).toContain('directoryFacets')
    expect(data).toContain('communities')
    expect(data).toContain('"totalCount":150')
    expect(data).toContain(names[0]?.split(' ')[0])
  })
}
