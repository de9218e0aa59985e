import { describe, expect, it, vi } from 'vitest'
import { LOGO_MAX_BYTES } from '../../../contract/limits'
import { logoProblemOf, uploadLogo } from './logo-upload'

describe('logoProblemOf', () => {
  it('refuses SVG by type or by name, with its own reason', () => {
    expect(logoProblemOf({ name: 'logo.svg', type: 'image/svg+xml', size: 100 })).toBe('svg')
    expect(logoProblemOf({ name: 'LOGO.SVG', type: '', size: 100 })).toBe('svg')
  })

  it('accepts PNG, JPEG and WebP up to the limit', () => {
    expect(logoProblemOf({ name: 'a.png', type: 'image/png', size: LOGO_MAX_BYTES })).toBeNull()
    expect(logoProblemOf({ name: 'a.jpg', type: 'image/jpeg', size: 1 })).toBeNull()
    expect(logoProblemOf({ name: 'a.webp', type: 'image/webp', size: 1 })).toBeNull()
    expect(logoProblemOf({ name: 'a.png', type: 'image/png', size: LOGO_MAX_BYTES + 1 })).toBe('size')
    expect(logoProblemOf({ name: 'a.gif', type: 'image/gif', size: 1 })).toBe('type')
    expect(logoProblemOf({ name: 'a.png', type: 'image/png', size: 0 })).toBe('empty')
  })
})

describe('uploadLogo', () => {
  const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' })
  const answer = (status: number, body: unknown) => vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })))

  it('sends the raw bytes with their type and the staff token', async () => {
    const send = answer(200, { logoUrl: '/logos/demo.png' })
    await expect(uploadLogo(file, 'ss_token', send)).resolves.toEqual({ logoUrl: '/logos/demo.png' })
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/staff-api/logo')
    expect(init).toMatchObject({ method: 'POST', body: file, headers: { 'Content-Type': 'image/png', Authorization: 'Bearer ss_token' } })
  })

  it('returns the API’s field errors, says when the session is gone, throws on a server failure', async () => {
    const refused = { fieldErrors: [{ field: 'logo', code: 'LOGO_TYPE', message: 'Not an image', messageKey: 'errors.logoType' }] }
    await expect(uploadLogo(file, 't', answer(422, refused))).resolves.toEqual(refused)
    await expect(uploadLogo(file, 't', answer(401, {}))).resolves.toEqual({ unauthenticated: true })
    await expect(uploadLogo(file, 't', answer(429, {}))).resolves.toEqual({ rateLimited: true })
    await expect(uploadLogo(file, 't', answer(500, {}))).rejects.toThrow()
  })
})
