// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EMBED_LANG_REDIRECT_SCRIPT, EMBEDDER_STORAGE_KEY } from './lang-redirect'

/** Runs the inline script against a fake location; returns where it sent the frame (or null). */
function redirectFrom(url: string, referrer = ''): string | null {
  const parsed = new URL(url)
  const replace = vi.fn<(url: string) => void>()
  const location = { search: parsed.search, pathname: parsed.pathname, hash: parsed.hash, origin: parsed.origin, replace }
  const document = { referrer }
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test runs the script's text, as the page's inline <script> does
  const runScript = new Function('location', 'document', 'sessionStorage', EMBED_LANG_REDIRECT_SCRIPT) as (location: object, document: object, storage: Storage) => void
  runScript(location, document, window.sessionStorage)
  return replace.mock.calls[0]?.[0] ?? null
}

describe('the ?lang= redirect of /iframe', () => {
  afterEach(() => window.sessionStorage.clear())

  it('sends ?lang=fr to the French page, keeping the rest of the query and the hash', () => {
    expect(redirectFrom('https://portal.test/iframe?view=carousel&lang=fr&ambassadors=a,b#x')).toBe('/fr/iframe?view=carousel&ambassadors=a%2Cb#x')
    expect(redirectFrom('https://portal.test/iframe/?lang=fr')).toBe('/fr/iframe/')
    expect(redirectFrom('https://portal.test/fr/iframe?lang=en&view=list')).toBe('/iframe?view=list')
  })

  it('stays when the page already is in that language, or lang is absent or unknown', () => {
    expect(redirectFrom('https://portal.test/fr/iframe?lang=fr')).toBeNull()
    expect(redirectFrom('https://portal.test/iframe?lang=en')).toBeNull()
    expect(redirectFrom('https://portal.test/iframe?lang=de')).toBeNull()
    expect(redirectFrom('https://portal.test/iframe')).toBeNull()
  })

  it('remembers the embedding origin (not the full URL) the redirect hides', () => {
    redirectFrom('https://portal.test/iframe?lang=fr', 'https://college.example/admissions/page?x=1')
    expect(window.sessionStorage.getItem(EMBEDDER_STORAGE_KEY)).toBe('https://college.example')
    window.sessionStorage.clear()
    redirectFrom('https://portal.test/iframe?lang=fr', 'https://portal.test/iframe')
    expect(window.sessionStorage.getItem(EMBEDDER_STORAGE_KEY)).toBeNull()
  })
})
