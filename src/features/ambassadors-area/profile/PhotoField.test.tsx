// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import en from '../../../../locales/en.json'
import fr from '../../../../locales/fr.json'
import { UPLOAD_CSRF_HEADER } from '../../../contract/graphql-endpoint'
import { PHOTO_MAX_BYTES } from '../../../contract/limits'
import { operationNameOf } from '../../../graphql/operation-name'
import type { Account } from '../area/account-operations'
import { renderInArea, stubClient } from '../testing/render-in-area'
import { PhotoField } from './PhotoField'

const account = {
  ambassador: { id: '00000000-0000-4000-8000-000000000001', firstName: 'Alice', lastInitial: 'D.', photoUrl: null },
} as unknown as Account

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const choose = (file: File) => {
  const input = screen.getByLabelText(en.ambassadorsArea.photo.label)
  Object.defineProperty(input, 'files', { value: [file], configurable: true })
  fireEvent.change(input)
}

describe('PhotoField', () => {
  it('refuses other types and oversize files before sending, next to the input', () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    renderInArea(
      <PhotoField account={account} />,
      stubClient(() => ({})),
    )
    choose(new File(['GIF89a'], 'me.gif', { type: 'image/gif' }))
    const input = screen.getByLabelText(en.ambassadorsArea.photo.label)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(input.getAttribute('aria-describedby')?.split(' ')[1] ?? '')?.textContent).toContain(en.ambassadorsArea.photo.errors.PHOTO_TYPE)
    expect(screen.getByRole('button', { name: en.ambassadorsArea.photo.send }).hasAttribute('disabled')).toBe(true)
    choose(new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' }))
    expect(document.body.textContent).toContain('5 MB')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('previews the chosen photo, sends it as multipart with the CSRF header, and shows the server’s refusal in French', async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json({ data: { uploadPhoto: { me: null, fieldErrors: [{ field: 'file', code: 'PHOTO_DIMENSIONS', message: '…' }] } } })))
    vi.stubGlobal('fetch', fetch)
    const client = stubClient(() => ({}))
    renderInArea(<PhotoField account={account} />, client, 'fr')
    const input = screen.getByLabelText(fr.ambassadorsArea.photo.label)
    Object.defineProperty(input, 'files', { value: [new File(['png'], 'me.png', { type: 'image/png' })], configurable: true })
    fireEvent.change(input)
    expect(screen.getByRole('img', { name: fr.ambassadorsArea.photo.previewAlt })).toBeTruthy()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: fr.ambassadorsArea.photo.send }))
      await Promise.resolve()
    })
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/gql/public')
    expect((init.headers as Record<string, string>)[UPLOAD_CSRF_HEADER]).toBe('1')
    const body = init.body as FormData
    expect(JSON.parse(body.get('operations') as string)).toMatchObject({ operationName: 'UploadPhoto', variables: { file: null } })
    expect(JSON.parse(body.get('map') as string)).toEqual({ 0: ['variables.file'] })
    expect((body.get('0') as File).name).toBe('me.png')
    expect(await screen.findByText(/entre 96 et 6000 pixels/)).toBeTruthy()
    expect(client.calls.map((call) => operationNameOf(call.query))).toEqual(['AmbassadorMe'])
  })
})
