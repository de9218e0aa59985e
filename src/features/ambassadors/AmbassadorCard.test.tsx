// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Client, fetchExchange } from 'urql'
import { AmbassadorList } from './AmbassadorList'
import { cardData } from './testing/ambassador-fixture'
import { renderWithPage } from './testing/render-with-page'

// The card itself needs no data; the dialog's query is answered with a fixed profile.
const profile = {
  ambassador: {
    __typename: 'Ambassador',
    id: '00000000-0000-4000-8000-000000000001',
    bio: 'Je suis en master.',
    answeredCount: 42,
    meetingMinutes: 30,
    interests: [{ __typename: 'Term', key: 'music', name: 'Musique' }],
    communities: [],
  },
}
const client = new Client({ url: 'http://api.test/gql/public', exchanges: [fetchExchange] })
const json = (data: unknown) => new Response(JSON.stringify({ data }), { headers: { 'Content-Type': 'application/json' } })
/** The API as the dialog sees it (whichever client it uses): a visitor session, then the profile. */
function stubApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
    const { operationName } = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { operationName?: string }
    if (operationName === 'StartVisitorSession')
      return Promise.resolve(json({ startVisitorSession: { __typename: 'VisitorSession', token: 'vs_test', expiresAt: '2030-01-01T00:00:00.000Z' } }))
    if (operationName === 'AmbassadorProfile') return Promise.resolve(json(profile))
    return Promise.resolve(new Response('{}', { status: 404 }))
  })
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('AmbassadorCard', () => {
  it('shows the name, studies, origin, languages, answer time and calls in French', () => {
    renderWithPage(<AmbassadorList ambassadors={[cardData()]} />, { locale: 'fr', client })
    const card = screen.getByRole('article', { name: 'Alice D.' })
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Alice D.')
    expect(card.textContent).toContain('Ingénierie · Master')
    expect(card.textContent).toContain('Paris, France')
    expect(card.textContent).toContain('français et anglais')
    expect(card.textContent?.replace(/\s/gu, ' ')).toContain('Répond généralement en 3 heures')
    expect(card.textContent).toContain('Disponible pour un appel')
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
  })

  it('draws initials instead of a missing photo and never a broken image', () => {
    renderWithPage(<AmbassadorList ambassadors={[cardData()]} />, { client })
    expect(screen.queryByRole('img')).toBeNull()
    expect(document.querySelector('.ambassador-avatar-initials')?.textContent).toBe('AD')
  })

  it('shows the photo in a fixed box with every stored size, the smallest that fits as src', () => {
    const base = `/photos/${'a'.repeat(64)}`
    // happy-dom loads no image: as far as it knows, every one is complete and broken.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false)
    renderWithPage(<AmbassadorList ambassadors={[cardData({ photoUrl: base })]} />, { client })
    const image = document.querySelector('img.ambassador-avatar')
    expect(image?.getAttribute('srcset')).toBe(`${base}-96.webp 96w, ${base}-192.webp 192w, ${base}-384.webp 384w`)
    expect(image?.getAttribute('src')).toBe(`${base}-96.webp`)
    expect(image?.getAttribute('sizes')).toBe('72px')
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['72', '72'])
    expect(document.querySelector('.ambassador-avatar-initials')).toBeNull()
  })

  it('links Ask and Book a call to the ambassador, in the page language', () => {
    renderWithPage(<AmbassadorList ambassadors={[cardData()]} />, { locale: 'fr', client })
    const id = '00000000-0000-4000-8000-000000000001'
    expect(screen.getByRole('link', { name: /Poser une question à Alice D\./ }).getAttribute('href')).toBe(`/fr/question?ambassador=${id}`)
    expect(screen.getByRole('link', { name: /Réserver un appel avec Alice D\./ }).getAttribute('href')).toBe(`/fr/meet?ambassador=${id}`)
  })

  it('hides Book a call for ambassadors who take no calls, and says when they are away', () => {
    renderWithPage(<AmbassadorList ambassadors={[cardData({ acceptsMeetings: false, outOfOffice: true, medianAnswerMinutes: null })]} />, { client })
    expect(screen.queryByRole('link', { name: /Book a call/ })).toBeNull()
    expect(screen.getByText('Out of office today')).toBeTruthy()
    expect(screen.getByText('New ambassador')).toBeTruthy()
  })

  it('can hide every action and render compact', () => {
    renderWithPage(<AmbassadorList ambassadors={[cardData()]} variant="compact" showActions={false} headingLevel={2} />, { client })
    expect(screen.queryAllByRole('link')).toHaveLength(0)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Alice D.')
    expect(document.querySelector('.ambassador-card-compact')).not.toBeNull()
  })

  it('opens the profile dialog (loaded on demand) and gives focus back to its opener on close', async () => {
    const api = stubApi()
    renderWithPage(<AmbassadorList ambassadors={[cardData()]} />, { client })
    const opener = screen.getByRole('button', { name: /View profile of Alice D\./ })
    opener.focus()
    fireEvent.click(opener)
    await waitFor(() => expect(document.querySelector('dialog')?.open).toBe(true))
    const dialog = document.querySelector('dialog')
    await waitFor(() => expect(dialog?.querySelector('.ambassador-bio')?.textContent).toBe('Je suis en master.'))
    expect(dialog?.textContent).toContain('Musique')
    expect(api.mock.calls.some(([, init]) => typeof init?.body === 'string' && init.body.includes('AmbassadorProfile'))).toBe(true)
    expect(dialog?.getAttribute('aria-labelledby')).toBe(dialog?.querySelector('h2')?.id)
    fireEvent.click(within(dialog as HTMLElement).getByRole('button', { name: 'Close' }))
    expect(document.querySelector('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })
})
