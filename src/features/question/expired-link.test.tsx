// @vitest-environment happy-dom
// An emailed link past its life (the API's LINK_EXPIRED) gets its own page state, in the
// visitor's language, saying how long links live and what to do instead.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Client, fetchExchange } from 'urql'
import { ACCESS_LINK_TTL_DAYS } from '../../contract/limits'
import type { Locale } from '../../contract/locale'
import { renderWithPage } from '../ambassadors/testing/render-with-page'
import { ManageMeeting } from '../meet/ManageMeeting'
import { ThreadView } from './ThreadView'

/** A real urql client whose fetch answers like the API does for an expired link. */
function expiredLinkApi(field: 'thread' | 'managedMeeting') {
  const fetch = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify({ data: { [field]: null }, errors: [{ message: 'This link has expired.', path: [field], extensions: { code: 'LINK_EXPIRED' } }] }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  )
  return new Client({ url: 'http://127.0.0.1:9/gql/public', exchanges: [fetchExchange], fetch })
}

const cases: [Locale, string][] = [
  ['en', 'This link has expired'],
  ['fr', 'Ce lien a expiré'],
]

describe('an expired emailed link', () => {
  afterEach(cleanup)

  for (const [locale, title] of cases) {
    it(`the thread page says so and offers a new question (${locale})`, async () => {
      renderWithPage(<ThreadView id="3f0c4a8e-1d2b-4c5d-8e9f-0a1b2c3d4e5f" token={`tt_${'a'.repeat(43)}`} />, { client: expiredLinkApi('thread'), locale })
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy()
      expect(screen.getByText(new RegExp(`${ACCESS_LINK_TTL_DAYS}`)).textContent).not.toContain('{{')
      expect(screen.getAllByRole('link').length).toBeGreaterThan(0)
    })

    it(`the manage page says so and offers a new call (${locale})`, async () => {
      renderWithPage(<ManageMeeting token={`mt_${'a'.repeat(43)}`} />, { client: expiredLinkApi('managedMeeting'), locale })
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy()
      expect(screen.getByText(new RegExp(`${ACCESS_LINK_TTL_DAYS}`)).textContent).not.toContain('{{')
      expect(screen.getAllByRole('link').length).toBe(1)
    })
  }
})
