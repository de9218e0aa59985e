// @vitest-environment happy-dom
// Issue 17: a visitor opens a thread whose ambassador was erased. The API keeps the thread and
// the answers, with the ambassador blanked (`former: true`, no name, no photo): the page says
// "Former ambassador", shows no empty card and no action aimed at someone who is gone.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Client, fetchExchange } from 'urql'
import en from '../../../locales/en.json'
import fr from '../../../locales/fr.json'
import type { Locale } from '../../contract/locale'
import { renderWithPage } from '../ambassadors/testing/render-with-page'
import { ThreadView } from './ThreadView'

const THREAD_ID = '3f0c4a8e-1d2b-4c5d-8e9f-0a1b2c3d4e5f'

/** What `thread` answers after eraseAmbassador (server/erasure/erase-ambassador.ts blanks these columns). */
const erasedAmbassador = {
  id: '00000000-0000-4000-8000-0000000000e1',
  firstName: '',
  lastInitial: '',
  former: true,
  acceptsMeetings: false,
  medianAnswerMinutes: 95,
  photoUrl: null,
  headline: '',
  field: { key: '', name: '' },
  studyLevel: 'MASTER',
  languages: [],
  country: '',
  countryName: '',
  city: '',
  answeredCount: 3,
  outOfOffice: false,
  lastActiveAt: null,
}

function apiWithErasedAmbassador() {
  const thread = {
    id: THREAD_ID,
    status: 'ANSWERED',
    topic: 'Housing near campus',
    body: 'Is it easy to find a room?',
    firstName: 'Zoé',
    createdAt: '2030-01-10T09:00:00.000Z',
    published: true,
    ambassador: erasedAmbassador,
    underReview: false,
    bodyHidden: false,
    closedBy: null,
    rated: false,
    messages: [
      { id: THREAD_ID, author: 'VISITOR', body: 'Is it easy to find a room?', hidden: false, createdAt: '2030-01-10T09:00:00.000Z' },
      { id: '00000000-0000-4000-8000-0000000000a1', author: 'AMBASSADOR', body: 'Most students live by the river.', hidden: false, createdAt: '2030-01-10T12:00:00.000Z' },
    ],
  }
  const fetch = vi.fn(() => Promise.resolve(Response.json({ data: { thread } })))
  return new Client({ url: 'http://127.0.0.1:9/gql/public', exchanges: [fetchExchange], fetch })
}

const words: Record<Locale, typeof en> = { en, fr }

describe('the thread of an erased ambassador', () => {
  afterEach(cleanup)

  for (const locale of ['en', 'fr'] as const) {
    it(`names them "Former ambassador", with no empty card, no image and no action aimed at them (${locale})`, async () => {
      const t = words[locale]
      const { container } = renderWithPage(<ThreadView id={THREAD_ID} token={`tt_${'a'.repeat(43)}`} />, { client: apiWithErasedAmbassador(), locale })
      expect(await screen.findByRole('heading', { name: 'Housing near campus' })).toBeTruthy()
      expect(container.querySelector('.thread-meta')?.textContent).toContain(t.question.thread.askedBy.replace('{{name}}', 'Zoé').replace('{{ambassador}}', t.ambassador.former))
      expect(container.querySelector('.thread-answer-meta strong')?.textContent).toBe(t.ambassador.former)
      expect(screen.getByText('Most students live by the river.')).toBeTruthy()

      const aside = screen.getByRole('complementary', { name: t.question.thread.aboutAmbassador })
      expect(aside.textContent).toBe(t.question.thread.formerText)
      expect(container.querySelector('img, .ambassador-avatar, .ambassador-card')).toBeNull()

      const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])
      expect(links).toEqual([
        [t.question.thread.askNew, locale === 'en' ? '/question' : '/fr/question'],
        [t.question.browseAmbassadors, locale === 'en' ? '/community' : '/fr/community'],
      ])
      // No sentence with a hole where a name was.
      expect(container.textContent).not.toMatch(/ {2}|\{\{/)
    })
  }
})
