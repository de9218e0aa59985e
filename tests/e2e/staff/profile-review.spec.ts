/**
 * Issue 32, item 3 (must show): the reviewer's preview and diff. An active
 * ambassador's profile change waits in the Ambassadors tab with the card as
 * it will appear beside the public one, and a field-by-field diff; reject
 * needs a reason, which the ambassador is e-mailed; approve asks first.
 * A new profile waiting for approval gets the same card preview.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'
import { gqlData, latestMail, tokenFromApi } from '../ambassadors-area/api'
import { expectNoAxeViolations } from '../support/axe'
import { messages } from '../support/locales'
import { openAmbassadorsTab, pendingAmbassadorFromApi } from './lifecycle-helpers'
import { EDITOR, OWNER, openConsoleSignedIn, STAFF_FLOW_TIMEOUT_MS, staffTokenFromApi } from './staff-helpers'

const t = messages.en.staffConsole.profileReview
/** A row of the diff by its field's name (which may hold brackets: "Bio (French)"). */
const startingWith = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
const EMAIL = 'amb54@demo.test'

interface Me {
  lastName: string
  bioFr: string
  ambassador: { id: string; firstName: string; headline: string; city: string; languages: string[]; interests: { key: string }[] }
}

/** The ambassador edits their profile through the API, as the area's form does. */
async function editProfile(request: APIRequestContext, token: string, me: Me, headline: string, bioFr: string): Promise<void> {
  const input = {
    headline,
    bioEn: 'I answer questions about campus life.',
    bioFr,
    city: me.ambassador.city,
    languages: me.ambassador.languages,
    interests: me.ambassador.interests.map((i) => i.key),
  }
  await gqlData(request, 'mutation($i: ProfileInput!) { updateProfile(input: $i) { fieldErrors { code } } }', { i: input }, token)
}

test("the reviewer's preview and diff: the card as it will appear beside the public one, reject with an e-mailed reason, approve after a confirmation", async ({
  page,
  context,
}) => {
  test.setTimeout(STAFF_FLOW_TIMEOUT_MS)
  const ambassadorToken = await tokenFromApi(page.request, EMAIL, 'AMBASSADOR')
  const me = (await gqlData<{ me: Me }>(page.request, '{ me { lastName bioFr ambassador { id firstName headline city languages interests { key } } } }', {}, ambassadorToken)).me
  const name = `${me.ambassador.firstName} ${me.lastName}`
  const stamp = Date.now().toString(36)
  const proposed = `Ask me about rowing on the river ${stamp}`
  await editProfile(page.request, ambassadorToken, me, proposed, `Je parle d'aviron ${stamp}.`)

  await openConsoleSignedIn(page, context, EDITOR)
  await page.getByRole('tab', { name: messages.en.staffConsole.sections.ambassadors }).click()
  const item = page.getByRole('article', { name: t.itemTitle.replace('{{name}}', name) })
  await expect(item).toBeVisible()

  // The diff: each changed field, the public value struck through, the proposed one inserted.
  const diff = item.getByRole('table', { name: t.diffCaption.replace('{{name}}', name) })
  const headlineRow = diff.getByRole('row', { name: startingWith(t.fields.headline) })
  await expect(headlineRow.locator('del')).toHaveText(me.ambassador.headline)
  await expect(headlineRow.locator('ins')).toHaveText(proposed)
  await expect(diff.getByRole('row', { name: startingWith(t.fields.bioFr) }).locator('ins')).toHaveText(`Je parle d'aviron ${stamp}.`)

  // The full card, as it will appear and as it is: photo (or initials), name, headline, facts, both bios.
  const next = item.getByRole('figure', { name: t.proposed })
  await expect(next.getByRole('heading', { name: new RegExp(`^${me.ambassador.firstName} `) })).toBeVisible()
  await expect(next.locator('.ambassador-card-headline[lang=en]')).toHaveText(proposed)
  await expect(next.locator('.ambassador-avatar')).toBeVisible()
  await expect(next.getByText(`Je parle d'aviron ${stamp}.`)).toBeVisible()
  await expect(next.getByText(messages.en.ambassador.studies)).toBeVisible()
  await expect(item.getByRole('figure', { name: t.current }).locator('.ambassador-card-headline[lang=en]')).toHaveText(me.ambassador.headline)
  await expectNoAxeViolations(page, 'profile change waiting for review')

  // Reject: a reason is required, and is e-mailed to the ambassador.
  await item.getByRole('button', { name: t.rejectLabel.replace('{{name}}', name) }).click()
  const reasonForm = item.getByRole('form', { name: t.rejectLabel.replace('{{name}}', name) })
  await reasonForm.getByRole('button', { name: t.rejectYes }).click()
  await expect(reasonForm.getByText(messages.en.validation.required).first()).toBeVisible()
  await reasonForm.getByLabel(messages.en.fields.profileRejectionReason).fill(`Please say what you study ${stamp}.`)
  await reasonForm.getByRole('button', { name: t.rejectYes }).click()
  await expect(page.getByRole('status').filter({ hasText: t.rejectedDone.replace('{{name}}', name) })).toBeVisible()
  await expect(item).toHaveCount(0)
  // Written to the outbox with the decision, in the ambassador's language.
  expect((await latestMail(page.request, EMAIL, 'profile_change_rejected'))?.text).toContain(`Please say what you study ${stamp}.`)

  // Approve asks first.
  const second = `Ask me about rowing and engineering ${stamp}`
  await editProfile(page.request, ambassadorToken, me, second, me.bioFr)
  await page.getByRole('tab', { name: messages.en.staffConsole.sections.settings }).click()
  await page.getByRole('tab', { name: messages.en.staffConsole.sections.ambassadors }).click()
  await expect(item.locator('ins').first()).toHaveText(second)
  await item.getByRole('button', { name: t.approveLabel.replace('{{name}}', name) }).click()
  await expect(item.getByText(t.approveConfirm.replace('{{name}}', name))).toBeVisible()
  await item.getByRole('button', { name: t.approveYes }).click()
  await expect(page.getByRole('status').filter({ hasText: t.approvedDone.replace('{{name}}', name) })).toBeVisible()
  const card = await gqlData<{ ambassador: { headline: string } }>(page.request, 'query($id: ID!) { ambassador(id: $id) { headline } }', { id: me.ambassador.id })
  expect(card.ambassador.headline).toBe(second)
})

test('a new profile waiting for approval gets the same card preview: headline, facts and both bios as sent at onboarding', async ({ page, context }) => {
  test.setTimeout(STAFF_FLOW_TIMEOUT_MS)
  const stamp = Date.now().toString(36)
  const firstName = `Newcard${stamp}`
  const name = `${firstName} Leaver`
  const headline = `Ask me about the first year of chemistry ${stamp}`
  const bioFr = `Je fais de la chimie à Lyon ${stamp}.`
  await pendingAmbassadorFromApi(page.request, await staffTokenFromApi(page.request, OWNER), `new-card-${stamp}@demo.test`, firstName, { headline, bioFr })

  await openConsoleSignedIn(page, context, OWNER)
  const tab = await openAmbassadorsTab(page, 'en')
  await tab.search('PENDING', firstName)
  const opener = tab.row(firstName).getByRole('button', { name: t.previewNew.replace('{{name}}', name) })
  await opener.click()
  await expect(opener).toHaveAttribute('aria-expanded', 'true')
  // This ambassador's card: other pending profiles' previews may be open too; the preview shows both headlines (decision 153).
  const card = tab.panel.getByRole('figure', { name: t.proposed }).filter({ has: page.getByRole('heading', { name: `${firstName} L.` }) })
  await expect(card).toBeVisible()
  await expect(card.locator('.ambassador-card-headline[lang=en]')).toHaveText(headline)
  await expect(card.locator('.ambassador-avatar')).toBeVisible()
  await expect(card.getByText(messages.en.ambassador.studies)).toBeVisible()
  await expect(card.getByText('I study engineering and like to talk about it.')).toBeVisible()
  await expect(card.getByText(bioFr)).toBeVisible()
  await expectNoAxeViolations(page, 'new profile preview')
})
