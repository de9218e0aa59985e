import { expect, test, type Page } from '@playwright/test'
import { messages } from '../support/locales'

// Issue 21, item 2: what crawlers and link previews read, parsed from the
// prerendered pages as served (decisions 113, 114, 116).

type JsonLd = Record<string, unknown> & { '@context'?: string; '@type'?: string }

async function jsonLdOf(page: Page): Promise<JsonLd[]> {
  const texts = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ''))
  return texts.map((text) => JSON.parse(text) as JsonLd)
}

const meta = (page: Page, property: string) => page.locator(`head meta[property="${property}"], head meta[name="${property}"]`)

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ png: bytes.subarray(1, 4).toString() === 'PNG', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) })

test('every public page has Open Graph, Twitter and Organization data; the card is a 1200×630 PNG', async ({ page, request }) => {
  for (const [path, ogLocale, alternate] of [
    ['/', 'en_US', 'fr_FR'],
    ['/fr/community', 'fr_FR', 'en_US'],
  ] as const) {
    await page.goto(path)
    const canonical = await page.locator('link[rel=canonical]').getAttribute('href')
    await expect(meta(page, 'og:url')).toHaveAttribute('content', canonical ?? 'missing')
    await expect(meta(page, 'og:title')).toHaveAttribute('content', await page.title())
    await expect(meta(page, 'og:description')).toHaveAttribute('content', /.{20,}/)
    await expect(meta(page, 'og:locale')).toHaveAttribute('content', ogLocale)
    await expect(meta(page, 'og:locale:alternate')).toHaveAttribute('content', alternate)
    await expect(meta(page, 'twitter:card')).toHaveAttribute('content', 'summary_large_image')
    await expect(meta(page, 'og:image:alt')).toHaveAttribute('content', /.+ — .+/)
    const image = (await meta(page, 'og:image').getAttribute('content')) ?? ''
    const card = await request.get(new URL(image).pathname)
    expect(card.headers()['content-type']).toBe('image/png')
    expect(pngSize(await card.body())).toEqual({ png: true, width: 1200, height: 630 })
    await expect(meta(page, 'og:image:width')).toHaveAttribute('content', '1200')
    await expect(meta(page, 'og:image:height')).toHaveAttribute('content', '630')

    const organization = (await jsonLdOf(page)).find((item) => item['@type'] === 'Organization')
    expect(organization?.['@context']).toBe('https://schema.org')
    expect(organization?.name).toEqual(expect.any(String))
    expect(organization?.url).toBe(new URL(path.startsWith('/fr') ? '/fr' : '/', canonical ?? '').href)
    const logo = await request.get(new URL(String(organization?.logo)).pathname)
    expect(pngSize(await logo.body())).toMatchObject({ png: true, width: 512, height: 512 })
  }
})

test('/community describes its published Q&A as an FAQPage of Questions with accepted Answers', async ({ page }) => {
  for (const path of ['/community', '/fr/community']) {
    await page.goto(path)
    const faq = (await jsonLdOf(page)).find((item) => item['@type'] === 'FAQPage') as (JsonLd & { mainEntity: JsonLd[] }) | undefined
    expect(faq?.['@context']).toBe('https://schema.org')
    expect(faq?.mainEntity.length).toBeGreaterThan(0)
    const shown = await page.locator('.community-group-questions summary').allTextContents()
    for (const question of faq?.mainEntity ?? []) {
      expect(question['@type']).toBe('Question')
      expect(shown).toContain(question.name)
      expect(question.acceptedAnswer).toMatchObject({ '@type': 'Answer', text: expect.stringMatching(/\S/) })
    }
  }
  await page.goto('/')
  expect((await jsonLdOf(page)).map((item) => item['@type'])).toEqual(['Organization'])
})

test('robots.txt keeps crawlers out of the private areas; the sitemap lists public pages with hreflang alternates', async ({ page, request }) => {
  const robots = await (await request.get('/robots.txt')).text()
  for (const path of ['/staff', '/fr/staff', '/ambassadors', '/fr/ambassadors', '/question?thread=', '/meet?manage=']) expect(robots).toContain(`\nDisallow: ${path}\n`)
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1] ?? ''
  const sitemap = await request.get(new URL(sitemapUrl).pathname)
  expect(sitemap.ok()).toBe(true)
  await page.goto('/')
  const entries = await page.evaluate(
    (xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml')
      if (doc.querySelector('parsererror')) return null
      return [...doc.getElementsByTagName('url')].map((url) => ({
        loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
        alternates: [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
      }))
    },
    await sitemap.text(),
  )
  const paths = (entries ?? []).map((entry) => new URL(entry.loc).pathname)
  expect(paths).toEqual(expect.arrayContaining(['/', '/fr', '/community', '/fr/community']))
  expect(paths.filter((path) => /staff|ambassadors|iframe|404/.test(path))).toEqual([])
  const community = entries?.find((entry) => new URL(entry.loc).pathname === '/fr/community')
  expect(community?.alternates.map((a) => a.replace(/ .*\/\/[^/]+/, ' '))).toEqual(['en /community', 'fr /fr/community', 'x-default /community'])
})

test('each language links its web app manifest, with icons that exist', async ({ page, request }) => {
  for (const [path, startUrl] of [
    ['/', '/'],
    ['/fr', '/fr'],
  ] as const) {
    await page.goto(path)
    const href = (await page.locator('link[rel=manifest]').getAttribute('href')) ?? ''
    const response = await request.get(href)
    expect(response.headers()['content-type']).toMatch(/application\/manifest\+json/)
    const manifest = (await response.json()) as { start_url: string; scope: string; lang: string; icons: { src: string; sizes: string; purpose: string }[] }
    expect(manifest).toMatchObject({ start_url: startUrl, scope: '/', lang: path === '/' ? 'en' : 'fr' })
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
    for (const icon of manifest.icons) {
      const size = Number(icon.sizes.split('x')[0])
      expect(pngSize(await (await request.get(icon.src)).body())).toEqual({ png: true, width: size, height: size })
    }
  }
})

test('on the French home, recent answers in English come last, marked in words and with lang', async ({ page }) => {
  await page.goto('/fr')
  const items = page.locator('.home-answers > li')
  await expect(items.first()).toBeVisible()
  const languages = await items.locator('h3 > span[lang]').evaluateAll((spans) => spans.map((span) => span.getAttribute('lang')))
  // The demo data publishes questions in both languages.
  expect(languages).toEqual(expect.arrayContaining(['fr', 'en']))
  expect(languages).toEqual([...languages].sort((a, b) => Number(b === 'fr') - Number(a === 'fr')))
  for (const [index, language] of languages.entries()) {
    const label = items.nth(index).locator('.home-answer-language')
    if (language === 'fr') await expect(label).toHaveCount(0)
    else await expect(label).toHaveText(messages.fr.home.answers.inLanguage.en)
  }
})
