import { expect, test } from '@playwright/test'
import { apiQuery, formatCount, recordGraphqlOperations } from '../community/helpers'
import { localized, messages, type TestLocale } from '../support/locales'
import { collectErrors, waitForInteractive } from '../support/page-ready'
import { brandTheme } from '../../../src/contract/brand-theme'

// Issue 6 §1: the home page — hero, the three actions, featured ambassadors,
// key figures (live after hydration), recently answered questions — in both
// languages, prerendered with its data. Its axe pass, loaded and with profile
// dialogs open (their bio loaded), is quality/a11y.spec.ts's for / and /fr.

type HomeFacts = {
  organization: { name: string; tagline: string; primaryColor: string; keyFigures: { ambassadorCount: number; countryCount: number; questionsAnswered: number } }
  ambassadors: { nodes: { firstName: string; lastInitial: string }[] }
  publishedQuestions: { nodes: { topic: string; language: string }[] }
}

const HOME_FACTS = `query($locale: Locale!) {
  organization { name(locale: $locale) tagline(locale: $locale) primaryColor keyFigures { ambassadorCount countryCount questionsAnswered } }
  ambassadors(sort: MOST_ANSWERED, first: 6) { nodes { firstName lastInitial } }
  publishedQuestions(first: 4) { nodes { topic language } }
}`

for (const locale of ['en', 'fr'] as TestLocale[]) {
  const t = messages[locale]

  test(`${localized('/', locale)} shows the hero, the three actions, featured cards, key figures (the only data refreshed live) and recent answers`, async ({ page, request }) => {
    const errors = collectErrors(page)
    const facts = await apiQuery<HomeFacts>(request, HOME_FACTS, { locale })
    const operations = recordGraphqlOperations(page)
    await page.goto(localized('/', locale))
    await waitForInteractive(page)
    // After hydration only the key figures are asked of the API; the rest came prerendered.
    await expect.poll(() => operations.map((o) => o.name)).toContain('HomeFigures')
    expect(operations.map((o) => o.name)).not.toContain('FeaturedAmbassadors')
    expect(operations.map((o) => o.name)).not.toContain('RecentAnswers')

    const hero = page.locator('.home-hero')
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(t.pages.index.heading)
    await expect(hero).toContainText(facts.organization.name)
    await expect(hero).toContainText(facts.organization.tagline)
    // The organization's colour drives the page: its shades on <html> (decision 148).
    const fill = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-fill').trim().toLowerCase())
    expect(fill).toBe(brandTheme(facts.organization.primaryColor).light.fill)

    const actions = page.getByRole('navigation', { name: t.home.actionsLabel })
    await expect(actions.getByRole('link', { name: new RegExp(t.home.actions.match.title) })).toHaveAttribute('href', localized('/match', locale))
    await expect(actions.getByRole('link', { name: new RegExp(t.home.actions.question.title) })).toHaveAttribute('href', localized('/question', locale))
    await expect(actions.getByRole('link', { name: new RegExp(t.home.actions.meet.title) })).toHaveAttribute('href', localized('/meet', locale))

    const featured = page.getByRole('list', { name: t.home.featured.title })
    await expect(featured.getByRole('article')).toHaveCount(6)
    const expectedNames = facts.ambassadors.nodes.map((a) => `${a.firstName} ${a.lastInitial}`)
    await expect(featured.getByRole('heading', { level: 3 })).toHaveText(expectedNames)
    await expect(featured.getByRole('link', { name: new RegExp(t.ambassador.ask) }).first()).toHaveAttribute(
      'href',
      new RegExp(`^${localized('/question', locale)}\\?ambassador=[0-9a-f-]{36}$`),
    )

    const figures = page.getByRole('region', { name: t.home.figures.title })
    const { ambassadorCount, countryCount, questionsAnswered } = facts.organization.keyFigures
    await expect(figures.locator('dd')).toHaveCount(4)
    await expect(figures.locator('.home-figure', { hasText: t.home.figures.ambassadors }).locator('dd')).toHaveText(formatCount(ambassadorCount, locale))
    await expect(figures.locator('.home-figure', { hasText: t.home.figures.countries }).locator('dd')).toHaveText(formatCount(countryCount, locale))
    await expect(figures.locator('.home-figure', { hasText: t.home.figures.questionsAnswered }).locator('dd')).toHaveText(formatCount(questionsAnswered, locale))

    const answers = page.getByRole('region', { name: t.home.answers.title })
    await expect(answers.getByRole('article')).toHaveCount(facts.publishedQuestions.nodes.length)
    // The newest in the page's language comes first (issue 21).
    const first = facts.publishedQuestions.nodes.find((q) => q.language === locale) ?? facts.publishedQuestions.nodes[0]
    await expect(answers.getByRole('heading', { level: 3 }).first()).toHaveText(first?.topic ?? '')
    // After hydration the date becomes "… ago" in the page language.
    await expect(answers.locator('time').first()).toHaveText(locale === 'en' ? /ago|yesterday|now|today/ : /il y a|hier|maintenant|aujourd/)
    expect(errors).toEqual([])
  })

  test(`${localized('/', locale)} is prerendered with its data in the HTML and in _payload.json`, async ({ request }) => {
    const facts = await apiQuery<HomeFacts>(request, HOME_FACTS, { locale })
    const html = await (await request.get(localized('/', locale))).text()
    for (const { firstName, lastInitial } of facts.ambassadors.nodes) expect(html).toContain(`${firstName} ${lastInitial}`)
    expect(html).toContain(facts.publishedQuestions.nodes[0]?.topic)
    const payloadPath = locale === 'en' ? '/_payload.json' : '/fr/_payload.json'
    const payload = await (await request.get(payloadPath)).text()
    expect(payload).toContain('keyFigures')
    expect(payload).toContain('publishedQuestions')
    for (const { firstName } of facts.ambassadors.nodes) expect(payload).toContain(firstName)
  })
}
