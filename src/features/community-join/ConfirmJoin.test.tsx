// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Client, fetchExchange } from 'urql'
import { renderWithPage } from '../ambassadors/testing/render-with-page'
import { ConfirmJoin } from './ConfirmJoin'

type Answer = 'joined' | 'expired' | 'network-error'
const TOKEN = `cj_${'a'.repeat(43)}`

/** A real urql client whose fetch answers like the API would (or fails like a dropped connection). */
function apiClient(answers: Answer[]) {
  const sent: unknown[] = []
  const fetch = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push((JSON.parse(typeof init?.body === 'string' ? init.body : '') as { variables: unknown }).variables)
    const answer = answers.shift()
    if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'))
    const payload =
      answer === 'joined'
        ? { community: { id: 'group-1', name: 'Women in tech', __typename: 'Community' }, fieldErrors: [], __typename: 'ConfirmCommunityJoinPayload' }
        : {
            community: null,
            fieldErrors: [{ field: 'token', code: 'JOIN_LINK_EXPIRED', message: 'x', messageKey: 'errors.joinLinkExpired', limit: null, __typename: 'FieldError' }],
            __typename: 'ConfirmCommunityJoinPayload',
          }
    return Promise.resolve(new Response(JSON.stringify({ data: { confirmCommunityJoin: payload } }), { headers: { 'Content-Type': 'application/json' } }))
  })
  return { client: new Client({ url: 'http://127.0.0.1:9/gql/public', exchanges: [fetchExchange], fetch }), sent }
}

afterEach(cleanup)

describe('ConfirmJoin', () => {
  it('confirms only when asked (not on load), then welcomes with focus on the outcome', async () => {
    const { client, sent } = apiClient(['joined'])
    renderWithPage(<ConfirmJoin token={TOKEN} />, { client })
    expect(sent).toHaveLength(0)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm my membership' }))
    const done = await screen.findByRole('region', { name: 'Welcome to Women in tech!' })
    await waitFor(() => expect(document.activeElement).toBe(done))
    expect(sent).toEqual([{ token: TOKEN, locale: 'en' }])
  })

  it('says an expired link no longer works and leads to the groups, in French on French pages', async () => {
    const { client } = apiClient(['expired'])
    renderWithPage(<ConfirmJoin token={TOKEN} />, { client, locale: 'fr' })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirmer mon inscription' }))
    const outcome = await screen.findByRole('region', { name: 'Ce lien ne fonctionne plus' })
    expect(outcome.querySelector('a')?.getAttribute('href')).toBe('/fr/matchCommunity')
  })

  it('keeps the button after a failed request, with the reason, and the retry works', async () => {
    const { client } = apiClient(['network-error', 'joined'])
    renderWithPage(<ConfirmJoin token={TOKEN} />, { client })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Confirm my membership' }))
    expect((await screen.findByRole('alert')).textContent).toBe('We could not confirm your membership. Please try again.')
    await user.click(screen.getByRole('button', { name: 'Confirm my membership' }))
    await screen.findByRole('region', { name: 'Welcome to Women in tech!' })
  })
})
