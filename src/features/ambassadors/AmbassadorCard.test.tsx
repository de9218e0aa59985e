// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Client, fetchExchange } from 'urql'
import { AmbassadorList } from './AmbassadorList'
import { cardData } from './testing/ambassador-fixture'
import { renderWithPage } from './testing/render-with-page'

// The card itself needs no data: a client that would fail loudly if it were used.
const client = new Client({ url: 'http://127.0.0.1:9/none', exchanges: [fetchExchange] })

afterEach(cleanup)

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

  it('opens the profile dialog and gives focus back to its opener on close', () => {
    renderWithPage(<AmbassadorList ambassadors={[cardData()]} />, { client })
    const opener = screen.getByRole('button', { name: /View profile of Alice D\./ })
    opener.focus()
    fireEvent.click(opener)
    const dialog = document.querySelector('dialog')
    expect(dialog?.open).toBe(true)
    expect(dialog?.getAttribute('aria-labelledby')).toBe(dialog?.querySelector('h2')?.id)
    fireEvent.click(within(dialog as HTMLElement).getByRole('button', { name: 'Close' }))
    expect(document.querySelector('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })
})
