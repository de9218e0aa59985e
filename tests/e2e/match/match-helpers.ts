/**
 * Driving the match questionnaire as a visitor would, in either language,
 * with the words of the locale files; and asking the real API for the same
 * ranking the page shows.
 */
import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test'
import { waitForInteractive } from '../support/page-ready'
import { localized, messages, type TestLocale } from '../support/locales'

export type NextChoice = 'ask' | 'community' | 'call'

/** What the tests answer: Engineering, a master's, France (Lyon), the page's language. */
export const ANSWERS = { field: 'engineering', studyLevel: 'MASTER', country: 'FR', city: 'Lyon' } as const
const FIELD_NAME: Record<TestLocale, string> = { en: 'Engineering', fr: 'Ingénierie' }
export const fieldName = (locale: TestLocale): string => FIELD_NAME[locale]

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A locale template as a pattern: each `{{x}}` matches any text. */
export const templatePattern = (template: string): RegExp =>
  new RegExp(
    `^${template
      .split(/\{\{\w+\}\}/)
      .map(escape)
      .join('.+')}$`,
  )
/** A template with its values filled in. */
export const fill = (template: string, values: Record<string, string | number>): string => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''))

export const m = (locale: TestLocale) => messages[locale].match

export const stepHeading = (page: Page) => page.locator('#match-step-heading')

/** A radio card by the start of its label (its accessible name also holds the description). */
export const cardRadio = (page: Page, label: string) => page.getByRole('radio', { name: new RegExp(`^${escape(label)}`) })

export async function openMatch(page: Page, locale: TestLocale, query = ''): Promise<void> {
  await page.goto(`${localized('/match', locale)}${query}`)
  await waitForInteractive(page)
}

export async function answerStep1(page: Page, locale: TestLocale): Promise<void> {
  await page.getByRole('checkbox', { name: fieldName(locale), exact: true }).check()
  await page.getByRole('button', { name: m(locale).next, exact: true }).click()
  await expect(stepHeading(page)).toHaveText(m(locale).steps.situation.heading)
}

export async function answerStep2(page: Page, locale: TestLocale): Promise<void> {
  await cardRadio(page, m(locale).situations.MASTER.label).check()
  await page.getByRole('button', { name: m(locale).next, exact: true }).click()
  await expect(stepHeading(page)).toHaveText(m(locale).steps.origin.heading)
}

export async function answerStep3(page: Page, locale: TestLocale): Promise<void> {
  await page.getByLabel(m(locale).steps.origin.country).selectOption(ANSWERS.country)
  await page.getByLabel(m(locale).steps.origin.city, { exact: false }).fill(ANSWERS.city)
  await page.getByRole('button', { name: m(locale).next, exact: true }).click()
  await expect(stepHeading(page)).toHaveText(m(locale).steps.languages.heading)
}

/** Steps 1–5 (the page's language is pre-selected in step 4), then the results. */
export async function completeQuestionnaire(page: Page, locale: TestLocale, next: NextChoice): Promise<void> {
  await openMatch(page, locale)
  await answerStep1(page, locale)
  await answerStep2(page, locale)
  await answerStep3(page, locale)
  await expect(page.getByRole('checkbox', { name: locale === 'fr' ? 'Français' : 'English', exact: true })).toBeChecked()
  await page.getByRole('button', { name: m(locale).next, exact: true }).click()
  await expect(stepHeading(page)).toHaveText(m(locale).steps.next.heading)
  await cardRadio(page, m(locale).nextSteps[next].label).check()
  await page.getByRole('button', { name: m(locale).seeMatches, exact: true }).click()
  await expect(page.getByRole('heading', { level: 2, name: m(locale).results.heading })).toBeFocused()
  await expect(page.locator('.match-result').first()).toBeVisible()
}

export interface RankedAmbassador {
  readonly score: number
  readonly ambassador: { id: string; firstName: string; lastInitial: string; acceptsMeetings: boolean }
}

/** The ranking the page asks for with the test answers (same input as the page). */
export async function rankingFromApi(request: APIRequestContext, locale: TestLocale): Promise<RankedAmbassador[]> {
  const response = await request.post('/gql/public', {
    data: {
      query: `query ($input: MatchInput!) { match(input: $input) { ambassadors { score ambassador { id firstName lastInitial acceptsMeetings } } } }`,
      variables: { input: { fields: [ANSWERS.field], studyLevel: ANSWERS.studyLevel, country: ANSWERS.country, city: ANSWERS.city, languages: [locale], first: 9 } },
    },
  })
  const json = (await response.json()) as { data?: { match: { ambassadors: RankedAmbassador[] } }; errors?: unknown }
  if (!json.data) throw new Error(`match failed: ${JSON.stringify(json.errors)}`)
  return json.data.match.ambassadors
}

/** Every analytics event name the page sends (fetch or sendBeacon) from now on. */
export function recordTrackedEvents(page: Page): string[] {
  const names: string[] = []
  page.on('request', (request: Request) => {
    if (!request.url().includes('/gql/public') || request.method() !== 'POST') return
    try {
      const body = request.postDataJSON() as { operationName?: string; variables?: { events?: { name: string }[] } } | null
      if (body?.operationName === 'TrackEvents') names.push(...(body.variables?.events ?? []).map((e) => e.name))
    } catch {
      // Not JSON: not ours.
    }
  })
  return names
}
