// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Client, fetchExchange } from 'urql'
import { renderWithPage } from '../ambassadors/testing/render-with-page'
import { LeaveGroup } from './LeaveGroup'

const TOKEN = `gl_${'a'.repeat(43)}`
const GROUP = { id: 'group-1', name: 'Women in tech', __typename: 'Community' }
const INVALID = [
  { field: 'token', code: 'LEAVE_LINK_INVALID', message: 'This leave link is not valid.', messageKey: 'errors.leaveLinkInvalid', limit: null, __typename: 'FieldError' },
]

type Answer = Record<string, unknown>

/** A real urql client whose fetch answers each mutation like the API would. */
function apiClient(answers: Answer[]) {
  const sent: { variables: unknown }[] = []
  const fetch = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(typeof init?.body === 'string' ? init.body : '') as { variables: unknown })
    return Promise.resolve(new Response(JSON.stringify({ data: answers.shift() }), { headers: { 'Content-Type': 'application/json' } }))
  })
  return { client: new Client({ url: 'http://127.0.0.1:9/gql/public', exchanges: [fetchExchange], fetch }), sent }
}

const left = (alreadyLeft: boolean) => ({ leaveCommunity: { community: GROUP, alreadyLeft, fieldErrors: [], __typename: 'LeaveCommunityPayload' } })

afterEach(cleanup)

describe('LeaveGroup', () => {
  it('leaves only on a press (not on load: mail scanners open links), then says so with focus on the outcome', async () => {
    const { client, sent } = apiClient([left(false)])
    renderWithPage(<LeaveGroup token={TOKEN} />, { client })
    expect(sent).toHaveLength(0)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Leave the group' }))
    const done = await screen.findByRole('region', { name: 'You have left Women in tech' })
    await waitFor(() => expect(document.activeElement).toBe(done))
    expect(sent.map((s) => s.variables)).toEqual([{ token: TOKEN, locale: 'en' }])
  })

  it('says when the address had already left, in French on French pages', async () => {
    const { client } = apiClient([left(true)])
    renderWithPage(<LeaveGroup token={TOKEN} />, { client, locale: 'fr' })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Quitter le groupe' }))
    await screen.findByRole('region', { name: 'Vous aviez déjà quitté Women in tech' })
  })

  it('turns the digest off and back on, keeping the membership', async () => {
    const digest = (on: boolean) => ({ setCommunityDigest: { community: GROUP, member: true, digest: on, fieldErrors: [], __typename: 'SetCommunityDigestPayload' } })
    const { client, sent } = apiClient([digest(false), digest(true)])
    renderWithPage(<LeaveGroup token={TOKEN} />, { client })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Stay, but stop the weekly digest' }))
    await screen.findByRole('region', { name: 'The weekly digest of Women in tech is off' })
    await user.click(screen.getByRole('button', { name: 'Turn the weekly digest back on' }))
    await screen.findByRole('region', { name: 'The weekly digest of Women in tech is on' })
    expect(sent.map((s) => s.variables)).toEqual([
      { token: TOKEN, enabled: false, locale: 'en' },
      { token: TOKEN, enabled: true, locale: 'en' },
    ])
  })

  it('an invalid link says why and leads to the groups', async () => {
    const { client } = apiClient([{ leaveCommunity: { community: null, alreadyLeft: false, fieldErrors: INVALID, __typename: 'LeaveCommunityPayload' } }])
    renderWithPage(<LeaveGroup token={TOKEN} />, { client })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Leave the group' }))
    const outcome = await screen.findByRole('region', { name: 'This link does not work' })
    expect(outcome.textContent).toContain('This leave link is not valid.')
    expect(outcome.querySelector('a')?.getAttribute('href')).toBe('/matchCommunity')
  })
})
