import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { gqlData } from '../ambassadors-area/api'
import { localized, messages, type TestLocale } from '../support/locales'

export { JOURNEY_TIMEOUT_MS, LOCALES } from '../question/helpers'

export interface Visitor {
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  readonly phone: string
  readonly message: string
}

export function uniqueVisitor(label: string): Visitor {
  const tag = `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`
  return { firstName: 'Léa', lastName: 'Martin', email: `visitor+${tag}@example.test`, phone: '+33 6 12 34 56 78', message: `About the exchange program (${tag})` }
}

/**
 * Ambassadors who take calls, from the real API: each test books with its own
 * ambassador so parallel tests never race for the same slot (except the
 * test about that race).
 */
export async function callAmbassadors(request: APIRequestContext): Promise<{ id: string; firstName: string }[]> {
  const data = await gqlData<{ ambassadors: { nodes: { id: string; firstName: string }[] } }>(
    request,
    'query { ambassadors(filter: { acceptsMeetings: true }, sort: NAME, first: 100) { nodes { id firstName } } }',
  )
  return data.ambassadors.nodes
}

/** The `index`-th ambassador taking calls whose first name nobody else has (found by a name search alone). */
export async function uniquelyNamedCallAmbassador(request: APIRequestContext, index: number): Promise<{ id: string; firstName: string }> {
  const all = await callAmbassadors(request)
  // From the 21st on: the first 20 belong to the tests that pick by position.
  const unique = all.filter((a, position) => position >= 20 && all.filter((b) => b.firstName === a.firstName).length === 1)
  const ambassador = unique[index]
  if (!ambassador) throw new Error(`only ${unique.length} uniquely named ambassadors take calls`)
  return ambassador
}

/** Ambassador number `index` among those who take calls (stable: sorted by name). */
export async function callAmbassador(request: APIRequestContext, index: number): Promise<{ id: string; firstName: string }> {
  const all = await callAmbassadors(request)
  const ambassador = all[index]
  if (!ambassador) throw new Error(`only ${all.length} ambassadors take calls`)
  return ambassador
}

export async function openBooking(page: Page, locale: TestLocale, ambassadorId: string): Promise<void> {
  await page.goto(localized(`/meet?ambassador=${ambassadorId}`, locale))
  await expect(page.locator('html')).toHaveAttribute('data-lifecycle', 'interactive', { timeout: 20_000 })
  await expect(page.locator('input[name="startsAt"]').first()).toBeVisible({ timeout: 15_000 })
}

export function bookingForm(page: Page, locale: TestLocale) {
  const { fields, meet, phone } = messages[locale]
  const form = page.locator('form.meeting-form')
  return {
    form,
    times: form.locator('input[name="startsAt"]'),
    video: form.getByRole('radio', { name: new RegExp(`^${meet.type.VIDEO}`) }),
    phoneType: form.getByRole('radio', { name: new RegExp(`^${meet.type.PHONE}`) }),
    firstName: form.getByLabel(fields.firstName, { exact: true }),
    // Optional (issue 32): its label reads "Last name (optional)".
    lastName: form.getByLabel(new RegExp(`^${fields.lastName}\\b`)),
    email: form.getByLabel(fields.email, { exact: true }),
    phone: form.getByLabel(phone.number, { exact: true }),
    message: form.getByLabel(fields.message),
    consent: form.getByRole('checkbox'),
    submit: form.getByRole('button', { name: meet.form.submit }),
  }
}

/** Picks the first free time of the first day; returns its UTC start. */
export async function pickFirstTime(page: Page, locale: TestLocale): Promise<string> {
  const first = bookingForm(page, locale).times.first()
  await first.check()
  return (await first.getAttribute('value')) ?? ''
}

export async function fillVisitor(page: Page, locale: TestLocale, visitor: Visitor): Promise<void> {
  const f = bookingForm(page, locale)
  await f.firstName.fill(visitor.firstName)
  await f.lastName.fill(visitor.lastName)
  await f.email.fill(visitor.email)
  // Only a phone call asks for a number (issue 32).
  if (await f.phoneType.isChecked()) await f.phone.fill(visitor.phone)
  await f.message.fill(visitor.message)
  await f.consent.check()
}

/** `20300304T133000Z`: how an iCalendar file writes a UTC instant. */
export const icsInstant = (iso: string): string => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '')

/** The manage token of the page's URL (`/meet?manage=…`). */
export const manageTokenOf = (url: string): string => new URL(url).searchParams.get('manage') ?? ''

/** Whether a UTC start is still offered by the API (what any visitor's picker lists). */
export async function isOffered(request: APIRequestContext, ambassadorId: string, startsAt: string): Promise<boolean> {
  const data = await gqlData<{ availableSlots: { startsAt: string }[] }>(request, 'query S($id: ID!) { availableSlots(ambassadorId: $id) { startsAt } }', {
    id: ambassadorId,
  })
  return data.availableSlots.some((slot) => slot.startsAt === startsAt)
}
