// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Client, fetchExchange } from 'urql'
import { renderWithPage } from '../ambassadors/testing/render-with-page'
import { track } from '../analytics/track'
import { CommunityJoinForm } from './CommunityJoinForm'
import type { Locale } from '../../contract/locale'

vi.mock('../analytics/track', () => ({ track: vi.fn() }))

type Sent = { input: { communityId: string; email: string; consent: boolean; marketingOptIn: boolean; idempotencyKey: string; locale: string } }
type Answer = { fieldErrors?: unknown[] } | 'network-error'

/** A real urql client whose fetch answers like the API would (or fails like a dropped connection). */
function apiClient(answers: Answer[]) {
  const sent: Sent[] = []
  const fetch = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push((JSON.parse(typeof init?.body === 'string' ? init.body : '') as { variables: Sent }).variables)
    const answer = answers.shift() ?? {}
    if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'))
    const payload = { community: { id: 'group-1', ambassadorCount: 12, __typename: 'Community' }, fieldErrors: answer.fieldErrors ?? [], __typename: 'JoinCommunityPayload' }
    return Promise.resolve(new Response(JSON.stringify({ data: { joinCommunity: payload } }), { headers: { 'Content-Type': 'application/json' } }))
  })
  return { client: new Client({ url: 'http://127.0.0.1:9/gql/public', exchanges: [fetchExchange], fetch }), sent }
}

const render = (client: Client, locale: Locale = 'en') => renderWithPage(<CommunityJoinForm communityId="group-1" communityName="Women in tech" />, { client, locale })

async function fillAndSend(email = 'sam@example.test') {
  const user = userEvent.setup()
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email)
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }))
  await user.click(screen.getByRole('button', { name: 'Join the group' }))
  return user
}

beforeEach(() => {
  sessionStorage.clear()
  vi.mocked(track).mockClear()
})
afterEach(cleanup)

describe('CommunityJoinForm', () => {
  it('asks for the email and the consent before sending anything', async () => {
    const { client, sent } = apiClient([])
    render(client)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Join the group' }))
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(2))
    expect(sent).toHaveLength(0)
    // The marketing opt-in is optional and never pre-ticked.
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /news and events/ }).checked).toBe(false)
  })

  it('asks to join with an idempotency key, says to confirm from the e-mail and records community_joined', async () => {
    const { client, sent } = apiClient([{}])
    render(client)
    await fillAndSend()
    const done = await screen.findByRole('region', { name: 'Check your email' })
    expect(done.querySelector('p')?.textContent).toBe(
      'We have sent a link to sam@example.test. Open it to confirm that you want to join Women in tech: until then, you are not added.',
    )
    await waitFor(() => expect(document.activeElement).toBe(done))
    expect(sent[0]?.input).toMatchObject({ communityId: 'group-1', email: 'sam@example.test', consent: true, marketingOptIn: false, locale: 'en' })
    expect(sent[0]?.input.idempotencyKey).toMatch(/.{16,}/)
    expect(track).toHaveBeenCalledWith('community_joined')
  })

  it('says the same in French, whoever the address belongs to', async () => {
    const { client } = apiClient([{}])
    render(client, 'fr')
    const user = userEvent.setup()
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'sam@example.test')
    await user.click(screen.getByRole('checkbox', { name: /J'accepte/ }))
    await user.click(screen.getByRole('button', { name: 'Rejoindre le groupe' }))
    expect((await screen.findByRole('region', { name: 'Vérifiez vos e-mails' })).textContent).toContain('sam@example.test')
  })

  it('puts a server field error next to its field', async () => {
    const { client } = apiClient([
      { fieldErrors: [{ field: 'email', code: 'EMAIL', message: 'Email is not valid.', messageKey: 'validation.default', limit: null, __typename: 'FieldError' }] },
    ])
    render(client)
    await fillAndSend('sam@example.test')
    const email = screen.getByRole('textbox', { name: 'Email' })
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'))
    expect(document.getElementById(email.getAttribute('aria-describedby')?.split(' ').pop() ?? '')?.textContent).toContain('Email is not valid.')
  })

  it('keeps everything after a failed send and retries with the same key', async () => {
    const { client, sent } = apiClient(['network-error', {}])
    render(client)
    const user = await fillAndSend()
    const retry = await screen.findByRole('button', { name: 'Try again' })
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' }).value).toBe('sam@example.test')
    await user.click(retry)
    await screen.findByRole('region', { name: 'Check your email' })
    expect(sent).toHaveLength(2)
    expect(sent[1]?.input.idempotencyKey).toBe(sent[0]?.input.idempotencyKey)
  })
})
