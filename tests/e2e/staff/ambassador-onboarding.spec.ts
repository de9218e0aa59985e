import { readFile } from 'node:fs/promises'
import { expect, test, type Browser, type Page } from '@playwright/test'
import sharp from 'sharp'
import { gqlData } from '../ambassadors-area/api'
import { signInThroughForm } from '../ambassadors-area/sign-in-helpers'
import { withoutMapsKey } from '../maps/maps-helpers'
import { expectNoAxeViolations } from '../support/axe'
import { localized, messages, type TestLocale } from '../support/locales'
import { installMapsStub, type MapsStubPlace } from '../support/maps-stub'
import { waitForInteractive } from '../support/page-ready'
import { settleRoutesAfterEachTest } from '../support/settle-routes'
import { invitationToken, openAmbassadorsTab, publishFromConsole } from './lifecycle-helpers'
import { OWNER, openConsoleSignedIn, STAFF_FLOW_TIMEOUT_MS } from './staff-helpers'

settleRoutesAfterEachTest()

// Approval makes an ambassador public and these tests publish the site: they
// run in the `publishers` project, one at a time (playwright.config.ts).

/**
 * Where each invitee comes from: a country no seeded ambassador is from, so
 * its filter appears on the prerendered /community only once a publish
 * includes the new ambassador. In English the organization's Maps key is
 * served the Places stand-in (the city is chosen from suggestions, with its
 * coordinates); in French the organization has no key (plain text).
 */
const ORIGIN: Record<TestLocale, { country: string; city: string; places: MapsStubPlace | null }> = {
  en: { country: 'IS', city: 'Reykjavík', places: { placeId: 'stub-reykjavik', name: 'Reykjavík', secondary: 'Iceland', country: 'IS', lat: 64.1466, lng: -21.9426 } },
  fr: { country: 'MT', city: 'La Valette', places: null },
}

const countryName = (code: string, locale: TestLocale): string => new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code

/** The city: a Places suggestion chosen with the keyboard, or typed where the organization has no Maps key. */
async function enterCity(page: Page, locale: TestLocale): Promise<void> {
  const { city, places } = ORIGIN[locale]
  const label = messages[locale].fields.city
  if (places === null) {
    // The field asks for the key when first used; without one it stays a plain text box.
    const keyAnswered = page.waitForResponse((response) => (response.request().postData() ?? '').includes('"operationName":"MapsKey"'))
    await page.getByLabel(label, { exact: true }).focus()
    await keyAnswered
    await page.getByLabel(label, { exact: true }).fill(city)
    await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue(city)
    await expect(page.getByRole('combobox', { name: label })).toHaveCount(0)
    return
  }
  await page.getByLabel(label, { exact: true }).focus()
  const combobox = page.getByRole('combobox', { name: label, exact: true })
  await combobox.pressSequentially(city.slice(0, 3))
  await expect(page.getByRole('listbox', { name: messages[locale].maps.city.listLabel }).getByRole('option')).toHaveText([`${places.name}${places.secondary}`])
  await combobox.press('ArrowDown')
  await combobox.press('Enter')
  await expect(combobox).toHaveValue(city)
}

/** The invitee, in a browser of their own: opens the link, signs in with the prefilled address, adds a photo, completes the profile. */
async function onboard(browser: Browser, token: string, email: string, firstName: string, locale: TestLocale): Promise<void> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const places = ORIGIN[locale].places
  if (places) await installMapsStub(page, { places: [places] })
  else await withoutMapsKey(page)
  const t = messages[locale].ambassadorsArea
  const fields = messages[locale].fields
  await page.goto(`${localized('/ambassadors', locale)}?invite=${encodeURIComponent(token)}`)
  await waitForInteractive(page)
  await expect(page.getByText(t.invitation.accepted.replace('{{email}}', email))).toBeVisible()
  await expect(page.getByLabel(fields.email)).toHaveValue(email)
  await expect(page).not.toHaveURL(/invite=/)
  await signInThroughForm(page, email, locale)

  await expect(page.getByRole('heading', { name: t.onboarding.heading })).toBeVisible()
  await expectNoAxeViolations(page, 'onboarding form')
  // Sending it empty: the errors are shown and the first field takes focus.
  await page.getByRole('button', { name: t.onboarding.submit }).click()
  await expect(page.getByLabel(fields.firstName, { exact: true })).toBeFocused()

  // The photo is sent on its own, before the profile (an invitee may upload one).
  const photo = await sharp({ create: { width: 480, height: 480, channels: 3, background: '#2f5d1a' } })
    .jpeg()
    .toBuffer()
  await page.getByLabel(t.photo.label, { exact: true }).setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo })
  await page.getByRole('button', { name: t.photo.send }).click()
  await expect(page.getByRole('status').filter({ hasText: t.photo.saved })).toBeVisible()

  await page.getByLabel(fields.firstName, { exact: true }).fill(firstName)
  await page.getByLabel(fields.lastName, { exact: true }).fill('Tester')
  await page.getByLabel(fields.fieldKey, { exact: true }).selectOption({ index: 1 })
  await page.getByLabel(fields.studyLevel, { exact: true }).selectOption('MASTER')
  await page.getByRole('group', { name: fields.languages }).getByRole('checkbox').first().check()
  await page.getByLabel(fields.country, { exact: true }).selectOption(ORIGIN[locale].country)
  await enterCity(page, locale)
  await page.getByRole('group', { name: fields.interests }).getByRole('checkbox').first().check()
  await page.getByLabel(fields.headline, { exact: true }).fill('Second-year student, happy to help')
  await page.getByLabel(fields.bioEn).fill('I came from abroad and love to tell newcomers how it really is.')
  await page.getByLabel(fields.bioFr).fill("Je suis venu de l'étranger et j'aime raconter aux nouveaux comment c'est vraiment.")
  await page.getByRole('button', { name: t.onboarding.submit }).click()
  await expect(page.getByRole('heading', { name: t.onboarding.pendingHeading })).toBeVisible()
  await expectNoAxeViolations(page, 'pending approval')
  await context.close()
}

/**
 * A visitor on the static /community: the country filter lists the new
 * country only when the published pages include the new ambassador (the
 * filters come with the prerendered page, not from the API). When it is
 * there, choosing it shows the new ambassador's card.
 */
async function communityCountryFilter(browser: Browser, locale: TestLocale) {
  // A browser of its own each time: nothing cached from an earlier visit.
  const page = await browser.newPage()
  await page.goto(localized('/community', locale))
  await waitForInteractive(page)
  const words = messages[locale].community.filters
  const countries = page.getByRole('group', { name: words.countries })
  await countries.getByRole('button', { name: new RegExp(words.showAll.replace('{{count}}', '\\d+')) }).click()
  await expect(countries.getByRole('button', { name: words.showFewer })).toBeVisible()
  return { page, filter: countries.getByRole('checkbox', { name: new RegExp(`^${countryName(ORIGIN[locale].country, locale)} \\(`) }) }
}

/** One invitee's way in, in the console of their language, up to approval (the static pages not yet published). */
async function inviteOnboardApprove(page: Page, browser: Browser, locale: TestLocale, stamp: number) {
  const t = messages[locale].staffConsole
  const invitee = `invitee-${locale}-${stamp}@demo.test`
  const firstName = `Onboard${locale === 'en' ? 'En' : 'Fr'}${stamp}`
  const name = `${firstName} Tester`
  await openConsoleSignedIn(page, page.context(), OWNER, locale)
  const tab = await openAmbassadorsTab(page, locale)
  await expectNoAxeViolations(page, 'ambassadors tab')

  // One good address and one that is not an address: the second is refused next to the box, with the address.
  await tab.panel.getByLabel(t.invite.emails).fill(`${invitee}\nnot-an-address`)
  await tab.panel.getByRole('button', { name: t.invite.send }).click()
  await expect(tab.announced(t.invite.sent_one.replace('{{count}}', '1'))).toBeVisible()
  await expect(tab.panel.locator('strong').filter({ hasText: 'not-an-address' })).toBeVisible()
  await expect(tab.panel.getByLabel(t.invite.emails)).toBeFocused()

  // The list shows the invitation.
  await tab.search('INVITED', invitee)
  await expect(tab.row(invitee)).toContainText(t.ambassadors.statuses.INVITED)

  await onboard(browser, await invitationToken(page.request, invitee), invitee, firstName, locale)

  await tab.search('PENDING', firstName)
  await expect(tab.row(firstName)).toContainText(t.ambassadors.statuses.PENDING)
  await tab.press(firstName, t.ambassadors.approveLabel.replace('{{name}}', name))
  await expect(tab.announced(t.ambassadors.approved.replace('{{name}}', name))).toBeVisible()
  await tab.search('ACTIVE', firstName)
  await expect(tab.row(firstName)).toContainText(t.ambassadors.statuses.ACTIVE)

  const found = await gqlData<{ ambassadors: { nodes: { firstName: string; country: string; latitude: number; photoUrl: string | null }[] } }>(
    page.request,
    'query($text: String) { ambassadors(filter: { text: $text }, first: 5) { nodes { firstName country latitude photoUrl } } }',
    { text: firstName },
  )
  expect(found.ambassadors.nodes).toEqual([expect.objectContaining({ firstName, country: ORIGIN[locale].country, photoUrl: expect.stringMatching(/\/photos\/[0-9a-f]{64}$/) })])
  // The Places suggestion's coordinates came with the city (the map places the ambassador there).
  const chosen = ORIGIN[locale].places
  if (chosen) expect(found.ambassadors.nodes[0]?.latitude).toBe(chosen.lat)

  // Public in the API at once, but the static /community still shows the pages of the last publish.
  const before = await communityCountryFilter(browser, locale)
  await expect(before.filter).toHaveCount(0)
  await before.page.close()
  return { locale, page, tab, invitee, firstName, name }
}

/** After the publish: the new country's filter on the static /community, then deactivation and the data export. */
async function publishedThenDeactivated(browser: Browser, { locale, page, tab, invitee, firstName, name }: Awaited<ReturnType<typeof inviteOnboardApprove>>) {
  const t = messages[locale].staffConsole
  const after = await communityCountryFilter(browser, locale)
  await expect(after.filter).toHaveAccessibleName(/\(1\)$/)
  await after.filter.check()
  const card = after.page.locator('.ambassador-card').filter({ hasText: `${firstName} T.` })
  await expect(card).toBeVisible()
  await expect(card.locator('img.ambassador-avatar')).toHaveAttribute('srcset', /\/photos\/[0-9a-f]{64}-96\.webp/)
  await after.page.close()

  // Deactivation asks first and reports what it handed over; the ambassador leaves the public list.
  await page.getByRole('tab', { name: t.sections.ambassadors }).click()
  await tab.search('ACTIVE', firstName)
  const deactivation = await tab.choose(firstName, name, t.ambassadors.deactivateLabel.replace('{{name}}', name), t.ambassadors.deactivateTitle.replace('{{name}}', name))
  await expect(deactivation.getByText(t.ambassadors.deactivateConfirm)).toBeVisible()
  await deactivation.getByRole('button', { name: t.ambassadors.deactivateYes }).click()
  await expect(tab.announced(t.ambassadors.deactivated.replace('{{name}}', name))).toContainText(
    // Zero is singular in French, plural in English.
    t.ambassadors[new Intl.PluralRules(locale).select(0) === 'one' ? 'rerouted_one' : 'rerouted_other'].replace('{{count}}', '0'),
  )
  const hidden = await gqlData<{ ambassadors: { nodes: { firstName: string }[] } }>(
    page.request,
    'query($text: String) { ambassadors(filter: { text: $text }, first: 5) { nodes { firstName } } }',
    { text: firstName },
  )
  expect(hidden.ambassadors.nodes).toEqual([])

  // The owner downloads everything stored about the ambassador as JSON.
  await tab.panel.getByLabel(t.dataRequests.email).fill(invitee)
  const [download] = await Promise.all([page.waitForEvent('download'), tab.panel.getByRole('button', { name: t.dataRequests.download }).click()])
  const exported = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as { email: string }
  expect(exported.email).toBe(invitee)
}

// Both languages share one publish (a prerender of the whole site): each invitee is onboarded and
// approved in the console of their language, the French console publishes (the English one's
// publishing is staff/settings.spec.ts's), then each language's /community shows its newcomer.
test('ambassador lifecycle (en and fr): staff invite, the invitee opens the e-mailed link, signs in and completes the profile, staff approve, the ambassador is public in the API and, after publishing, on /community', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(STAFF_FLOW_TIMEOUT_MS * 4)
  const stamp = Date.now()
  const english = await inviteOnboardApprove(page, browser, 'en', stamp)
  const french = await inviteOnboardApprove(await context.newPage(), browser, 'fr', stamp)
  await publishFromConsole(french.page, 'fr')
  await publishedThenDeactivated(browser, english)
  await publishedThenDeactivated(browser, french)
})
