import { describe, expect, it, vi } from 'vitest'
import { downloadExport, exportFileName, exportPath } from './csv-export'

const range = { from: '2026-11-01', to: '2026-11-30' }

describe('CSV exports', () => {
  it('asks for the kind and days, and nothing else, in the URL', () => {
    expect(exportPath('leads', range)).toBe('/exports/leads.csv?from=2026-11-01&to=2026-11-30')
  })

  it("takes the API's file name, or makes one", () => {
    expect(exportFileName('attachment; filename="questions-2026-11-01-2026-11-30.csv"', 'questions', range)).toBe('questions-2026-11-01-2026-11-30.csv')
    expect(exportFileName('attachment; filename="../../etc/passwd"', 'joins', range)).toBe('joins-2026-11-01-2026-11-30.csv')
    expect(exportFileName(null, 'meetings', range)).toBe('meetings-2026-11-01-2026-11-30.csv')
  })

  it('sends the token as a bearer header only, and saves the body under its name', async () => {
    const send = vi.fn(() => Promise.resolve(new Response('\uFEFFid\r\n1\r\n', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="joins-x.csv"' } })))
    const save = vi.fn()
    expect(await downloadExport('joins', range, 'secret-token', save, send)).toEqual({ saved: 'joins-x.csv' })
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).not.toContain('secret-token')
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer secret-token')
    expect(init.credentials).toBe('omit')
    const [name, blob] = save.mock.calls[0] as [string, Blob]
    expect(name).toBe('joins-x.csv')
    expect([...new Uint8Array(await blob.arrayBuffer())].slice(0, 3)).toEqual([0xef, 0xbb, 0xbf])
  })

  it('says a refused session and a failure apart, and saves nothing then', async () => {
    const save = vi.fn()
    expect(await downloadExport('questions', range, 't', save, () => Promise.resolve(new Response('', { status: 401 })))).toEqual({ unauthenticated: true })
    expect(await downloadExport('questions', range, 't', save, () => Promise.resolve(new Response('no', { status: 500 })))).toEqual({ failed: true })
    expect(await downloadExport('questions', range, 't', save, () => Promise.reject(new TypeError('offline')))).toEqual({ failed: true })
    expect(await downloadExport('questions', range, undefined, save)).toEqual({ unauthenticated: true })
    expect(save).not.toHaveBeenCalled()
  })
})
