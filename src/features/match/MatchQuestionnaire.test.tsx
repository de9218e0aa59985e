// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Client, createRequest, fetchExchange, ssrExchange } from 'urql'
import { renderWithPage } from '../ambassadors/testing/render-with-page'
import { track } from '../analytics/track'
import { loadMatch, saveMatch } from './match-storage'
import { MatchOptionsQuery, type MatchOptions } from './match-queries'
import { MatchQuestionnaire } from './MatchQuestionnaire'
import type { Locale } from '../../contract/locale'

// Analytics is its own module (tested there): here we only check when the questionnaire calls it.
vi.mock('../analytics/track', () => ({ track: vi.fn() }))

const OPTIONS: MatchOptions = {
  organization: {
    fields: [
      { key: 'engineering', name: 'Engineering' },
      { key: 'law', name: 'Law' },
    ],
    interests: [{ key: 'music', name: 'Music' }],
  },
  directoryFacets: {
    languages: [
      { code: 'en', count: 90 },
      { code: 'fr', count: 60 },
    ],
  },
}

/** A client answering the prerendered options from its SSR cache, and failing loudly on anything else. */
function clientWithOptions(locale: Locale): Client {
  const key = createRequest(MatchOptionsQuery, { locale }).key
  const ssr = ssrExchange({ isClient: true, initialState: { [key]: { data: JSON.stringify(OPTIONS), hasNext: false } } })
  return new Client({ url: 'http://127.0.0.1:9/none', exchanges: [ssr, fetchExchange] })
}

const render = (locale: Locale = 'en') => renderWithPage(<MatchQuestionnaire />, { locale, client: clientWithOptions(locale), urlPathname: '/match' })
const heading = () => screen.getByRole('heading', { level: 2 })

beforeEach(() => {
  localStorage.clear()
  window.history.replaceState(null, '', '/match')
  vi.mocked(track).mockClear()
})
afterEach(cleanup)

describe('MatchQuestionnaire', () => {
  it('moves on with Enter from a chip, focuses the new step and records its place in the URL and storage', async () => {
    const user = userEvent.setup()
    render()
    await user.click(screen.getByRole('checkbox', { name: 'Engineering' }))
    expect(track).toHaveBeenCalledWith('match_started')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(heading().textContent).toBe('Where are you in your studies?'))
    expect(document.activeElement).toBe(heading())
    expect(window.location.search).toBe('?step=2')
    expect(screen.getByText('Step 2 of 5')).toBeTruthy()
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toContain('Studies')
    expect(loadMatch()?.answers.fields).toEqual(['engineering'])
    expect(loadMatch()?.step).toBe(2)
    // Another answer does not record the start again.
    await user.click(screen.getByRole('radio', { name: /Master's/ }))
    expect(vi.mocked(track).mock.calls.filter(([name]) => name === 'match_started')).toHaveLength(1)
  })

  it('shows a translated error and keeps the step when Next is pressed without an answer', async () => {
    const user = userEvent.setup()
    render('fr')
    await user.click(screen.getByRole('button', { name: 'Suivant' }))
    expect(screen.getByText('Choisissez au moins une formation ou un sujet.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getAllByRole('checkbox')[0])
    expect(window.location.search).toBe('')
  })

  it('comes back after a reload on the step in the URL with every answer', async () => {
    saveMatch({
      answers: { fields: ['law'], interests: [], studyLevel: 'PHD', country: 'DE', place: { city: 'Berlin' }, languages: ['de'], next: null },
      step: 3,
      started: true,
      completedFor: null,
    })
    window.history.replaceState(null, '', '/match?step=3')
    render()
    await waitFor(() => expect(heading().textContent).toBe('Where are you from?'))
    expect(screen.getByLabelText<HTMLSelectElement>('Country').value).toBe('DE')
    expect(screen.getByLabelText<HTMLInputElement>(/City/).value).toBe('Berlin')
    expect(track).not.toHaveBeenCalled()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }))
    expect(heading().textContent).toBe('Where are you in your studies?')
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /PhD/ }).checked).toBe(true)
  })

  it('starts over from a stored visit: answers forgotten, back to step 1', async () => {
    saveMatch({
      answers: { fields: ['law'], interests: [], studyLevel: 'PHD', country: null, place: { city: '' }, languages: ['en'], next: null },
      step: 3,
      started: true,
      completedFor: null,
    })
    render()
    await waitFor(() => expect(heading().textContent).toBe('Where are you from?'))
    // eslint-disable-next-line @typescript-eslint/require-await -- async act on purpose: React then flushes the work the update started
    await act(async () => screen.getByRole('button', { name: 'Start over' }).click())
    expect(heading().textContent).toBe('What are you curious about?')
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Law' }).checked).toBe(false)
    expect(loadMatch()?.answers.fields).toEqual([])
  })
})
