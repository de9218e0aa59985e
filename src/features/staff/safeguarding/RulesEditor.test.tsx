// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { getOperationName } from '@urql/core'
import { renderInArea, stubClient } from '../../ambassadors-area/testing/render-in-area'
import en from '../../../../locales/en.json'
import fr from '../../../../locales/fr.json'
import { browserMessages } from '../../../contract/messages'
import { RulesEditor } from './RulesEditor'
import { RULES_PERSIST_KEY } from './rules-storage'
import type { SafeguardingRulesData } from './safeguarding-operations'

/** What the page shows: the locale files and the shared catalogue's browser groups. */
const messages = { en: { ...en, ...browserMessages('en') }, fr: { ...fr, ...browserMessages('fr') } }

const t = messages.en.staffConsole.safeguarding
const v = messages.en.validation

const rules: SafeguardingRulesData = {
  actions: [
    { category: 'ABUSE', action: 'BLOCK' },
    { category: 'EMAIL', action: 'BLOCK' },
    { category: 'PHONE', action: 'BLOCK' },
    { category: 'URL', action: 'FLAG' },
    { category: 'SOCIAL', action: 'BLOCK' },
    { category: 'MESSAGING_APP', action: 'FLAG' },
  ],
  customWords: [{ word: 'party', action: 'FLAG' }],
  phoneCountries: [],
  updatedAt: null,
  updatedBy: null,
}

type Sent = { input: { actions: { category: string; action: string }[]; customWords: { word: string; action: string }[]; phoneCountries: string[] }; idempotencyKey: string }

function apiAnswering(fieldErrors: unknown[]) {
  const sent: Sent[] = []
  const client = stubClient((request) => {
    if (getOperationName(request.query) !== 'StaffSetSafeguardingRules') return {}
    sent.push(request.variables as Sent)
    return {
      data: { setSafeguardingRules: { __typename: 'SafeguardingRulesPayload', rules: fieldErrors.length > 0 ? null : { __typename: 'SafeguardingRules', ...rules }, fieldErrors } },
    }
  })
  return { client, sent }
}

beforeEach(() => sessionStorage.clear())
afterEach(cleanup)

describe('RulesEditor', () => {
  it('sends every category, the words and the countries; the API’s problem lands on its row and the draft is kept', async () => {
    const { client, sent } = apiAnswering([
      {
        __typename: 'FieldError',
        field: 'phoneCountries.0',
        code: 'COUNTRY',
        message: 'Use a two-letter country code such as FR or GB.',
        messageKey: 'validation.safeguardingCountry',
        limit: null,
        spans: [],
      },
    ])
    renderInArea(<RulesEditor rules={rules} canEdit />, client)
    fireEvent.change(screen.getByLabelText(t.categories.PHONE), { target: { value: 'FLAG' } })
    fireEvent.change(screen.getByLabelText(t.countriesLabel), { target: { value: 'pt' } })
    fireEvent.click(screen.getByRole('button', { name: t.save }))
    await screen.findByText(t.notSaved)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.input.actions).toContainEqual({ category: 'PHONE', action: 'FLAG' })
    expect(sent[0]?.input.customWords).toEqual([{ word: 'party', action: 'FLAG' }])
    expect(sent[0]?.input.phoneCountries).toEqual(['PT'])
    const countries = screen.getByLabelText(t.countriesLabel)
    expect(document.getElementById('rules-countries-error')?.textContent).toBe(`PT: ${v.safeguardingCountry}`)
    expect(countries.getAttribute('aria-invalid')).toBe('true')
    await waitFor(() => expect(document.activeElement).toBe(countries))
    // Kept on screen and in this tab's storage.
    expect(screen.getByLabelText<HTMLSelectElement>(t.categories.PHONE).value).toBe('FLAG')
    expect(sessionStorage.getItem(`form-draft:${RULES_PERSIST_KEY}`)).toContain('"PHONE":"FLAG"')
    // Editing takes the API's problem away.
    fireEvent.change(countries, { target: { value: 'PT, BR' } })
    expect(document.getElementById('rules-countries-error')?.textContent).toBe('')
  })

  it('checks the words itself first: a duplicate is refused next to its row and nothing is sent', () => {
    const { client, sent } = apiAnswering([])
    renderInArea(<RulesEditor rules={rules} canEdit />, client)
    fireEvent.click(screen.getByRole('button', { name: t.words.add }))
    const second = screen.getByLabelText(t.words.wordLabel.replace('{{n}}', '2'))
    fireEvent.change(second, { target: { value: ' PARTY ' } })
    fireEvent.click(screen.getByRole('button', { name: t.save }))
    expect(sent).toHaveLength(0)
    expect(document.getElementById(second.getAttribute('aria-describedby') ?? '')?.textContent).toBe(v.safeguardingWordDuplicate)
    // Removing the row clears it.
    fireEvent.click(screen.getByRole('button', { name: t.words.removeLabel.replace('{{word}}', 'PARTY') }))
    expect(screen.queryByText(v.safeguardingWordDuplicate)).toBeNull()
  })

  it('says it is saved and forgets the draft', async () => {
    const { client } = apiAnswering([])
    renderInArea(<RulesEditor rules={rules} canEdit />, client)
    fireEvent.change(screen.getByLabelText(t.categories.URL), { target: { value: 'OFF' } })
    fireEvent.click(screen.getByRole('button', { name: t.save }))
    await screen.findByText(t.saved)
    expect(sessionStorage.getItem(`form-draft:${RULES_PERSIST_KEY}`)).toBeNull()
  })

  it('shows an editor the rules with every control disabled and no save', () => {
    renderInArea(<RulesEditor rules={rules} canEdit={false} />, apiAnswering([]).client)
    // Disabled through their fieldsets (what browsers and Playwright's toBeDisabled read).
    const fieldsets = [...document.querySelectorAll('fieldset')]
    expect(fieldsets.length).toBeGreaterThan(0)
    expect(fieldsets.every((fieldset) => fieldset.disabled)).toBe(true)
    expect(screen.getByLabelText(t.categories.EMAIL).closest('fieldset')?.disabled).toBe(true)
    expect(screen.queryByRole('button', { name: t.save })).toBeNull()
  })
})
