/**
 * Issue 34, a first run that guides. The browser tests' server serves one
 * site, the demo's, and no browser test creates a second organization (the
 * API test tests/api/setup-checklist.test.ts walks a real new one, and
 * org-create-first-run.test.ts the command line). So here the site is given
 * what the API answers for a new organization: its pages' data (client
 * navigation reads `_payload.json`) say `openForVisitors: false`, with the new
 * organization's name and tagline; the console's checklist is the API's
 * answer for a new organization (two steps done). Light and dark, en and fr,
 * axe on each state.
 */
import { expect, test, type Page } from '@playwright/test'
import { gqlData } from '../ambassadors-area/api'
import { expectNoAxeViolations } from '../support/axe'
import { localized, messages, type TestLocale } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { OWNER, openConsoleSignedIn, STAFF_FLOW_TIMEOUT_MS } from './staff-helpers'

const NEW_ORGANIZATION = { name: 'École Nova', tagline: { en: 'Ask the students of Nova', fr: 'Posez vos questions aux étudiants de Nova' } }

/** Every page's data, read on client navigation, as a new organization's: nobody active yet, its own texts. */
async function asNewOrganization(page: Page, locale: TestLocale): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith('/_payload.json'),
    async (route) => {
      const response = await route.fetch()
      const payload = (await response.json()) as { organization?: Record<string, unknown> | null }
      if (payload.organization) Object.assign(payload.organization, { openForVisitors: false, name: NEW_ORGANIZATION.name, tagline: NEW_ORGANIZATION.tagline[locale] })
      await route.fulfill({ response, json: payload })
    },
  )
}

const CHECKLIST_QUERY = '{ setupChecklist { doneCount total complete } }'

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme })

    for (const locale of ['en', 'fr'] as const) {
      const t = messages[locale]

      test(`a site with no active ambassador opens soon (${locale}, ${colorScheme}): no zeros, no form that can only fail, its own tagline`, async ({ page }) => {
        test.setTimeout(STAFF_FLOW_TIMEOUT_MS)
        await asNewOrganization(page, locale)
        await page.goto(localized('/meet', locale))
        await waitForInteractive(page)
        const nav = page.getByRole('navigation', { name: t.app.mainNavigation })
        const openingSoon = page.getByRole('region', { name: t.app.openingSoon.title })
        const intro = t.app.openingSoon.text.replace('{{organization}}', NEW_ORGANIZATION.name)

        await nav.getByRole('link', { name: t.nav.home, exact: true }).click()
        await expect(openingSoon).toContainText(intro)
        await expect(page.locator('.home-figure'), 'no "0 Ambassadors"').toHaveCount(0)
        await expect(page.locator('.site-footer')).toContainText(NEW_ORGANIZATION.tagline[locale])
        await expect(page.locator('.site-footer'), "not the demo's tagline").not.toContainText(/Talk to the students|Échangez avec les étudiants/)
        await expectNoAxeViolations(page, `home opening soon (${locale}, ${colorScheme})`)

        await nav.getByRole('link', { name: t.nav.community, exact: true }).click()
        await expect(openingSoon).toContainText(intro)
        await expect(page.locator('main').getByRole('search'), 'no directory to search').toHaveCount(0)

        for (const item of ['match', 'question', 'meet'] as const) {
          await nav.getByRole('link', { name: t.nav[item], exact: true }).click()
          await expect(openingSoon.getByText(t.app.openingSoon.formNotice)).toBeVisible()
          await expect(page.locator('main form'), `no form on ${item}`).toHaveCount(0)
        }
        // The two questionnaires /match leads to have no menu entry: reached by a link, as from an old bookmark or an e-mail.
        for (const path of ['/matchQuestion', '/matchCommunity'] as const) {
          await page.evaluate(
            (href) => {
              const link = Object.assign(document.createElement('a'), { href })
              document.body.append(link)
              link.click()
              link.remove()
            },
            localized(path, locale),
          )
          await expect(page).toHaveURL(new RegExp(`${localized(path, locale)}$`))
          await expect(openingSoon.getByText(t.app.openingSoon.formNotice)).toBeVisible()
          await expect(page.locator('main form'), `no form on ${path}`).toHaveCount(0)
        }
        await expectNoAxeViolations(page, `meet opening soon (${locale}, ${colorScheme})`)
      })

      test(`the console shows a new organization's first steps with progress (${locale}, ${colorScheme})`, async ({ page, context }) => {
        test.setTimeout(STAFF_FLOW_TIMEOUT_MS)
        const checklist = page.getByRole('region', { name: t.staffConsole.setup.heading })
        const progress = (done: number, total: number): string => t.staffConsole.setup.progress.replace('{{done}}', String(done)).replace('{{total}}', String(total))

        // The demo's own list, as the API computes it: shown with its progress until every step is done.
        const token = await openConsoleSignedIn(page, context, OWNER, locale)
        const demo = (await gqlData<{ setupChecklist: { doneCount: number; total: number; complete: boolean } }>(page.request, CHECKLIST_QUERY, {}, token)).setupChecklist
        if (demo.complete) await expect(checklist).toHaveCount(0)
        else await expect(checklist.getByText(progress(demo.doneCount, demo.total))).toBeVisible()

        // A new organization's list: name and tagline and the colour done, the rest with a way to it.
        const steps = ['NAME_AND_TAGLINE', 'COLOUR', 'LOGO', 'EMBED_ORIGIN', 'AMBASSADORS', 'FIRST_PUBLISH'].map((key, i) => ({ key, done: i < 2 }))
        await page.route('**/gql/public', async (route) => {
          if (!(route.request().postData() ?? '').includes('"operationName":"StaffSetupChecklist"')) return route.continue()
          return route.fulfill({ json: { data: { setupChecklist: { steps, doneCount: 2, total: 6, complete: false, ambassadorsInvited: 3, ambassadorsActive: 0 } } } })
        })
        await page.reload()
        await waitForInteractive(page)
        await expect(checklist.getByText(progress(2, 6))).toBeVisible()
        await expect(checklist.getByRole('listitem')).toHaveCount(6)
        await expect(checklist.getByRole('listitem').filter({ hasText: t.staffConsole.setup.done })).toHaveCount(2)
        await expectNoAxeViolations(page, `setup checklist (${locale}, ${colorScheme})`)

        await checklist.getByRole('button', { name: t.staffConsole.setup.steps.LOGO.go }).click()
        await expect(page.getByLabel(t.staffConsole.logo.label)).toBeFocused()
        await checklist.getByRole('button', { name: t.staffConsole.setup.steps.AMBASSADORS.go }).click()
        await expect(page.getByRole('tab', { name: t.staffConsole.sections.ambassadors })).toHaveAttribute('aria-selected', 'true')
      })
    }
  })
}
