import { describe, expect, it } from 'vitest'
import { THEME_SCRIPT, THEME_STORAGE_KEY, themeFor } from './theme'

/** Runs the inline script against a stand-in browser; returns the attribute it set and its listeners. */
function runThemeScript(stored: string | null | Error, systemDark: boolean) {
  const attributes: Record<string, string> = {}
  const listeners: Record<string, () => void> = {}
  const media = { matches: systemDark, addEventListener: (type: string, fn: () => void) => (listeners[`media:${type}`] = fn) }
  const storage = {
    value: stored,
    getItem(key: string) {
      if (this.value instanceof Error) throw this.value
      return key === THEME_STORAGE_KEY ? this.value : null
    },
  }
  // The script's globals, passed as parameters: it reads nothing else.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- a constant of ours, run as the browser would
  const script = new Function('document', 'matchMedia', 'localStorage', 'addEventListener', THEME_SCRIPT) as (...globals: unknown[]) => void
  script(
    { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } },
    () => media,
    storage,
    (type: string, fn: () => void) => (listeners[`window:${type}`] = fn),
  )
  return { attributes, listeners, media, storage }
}

describe('the no-flash theme script', () => {
  it('follows the system when nothing is stored', () => {
    expect(runThemeScript(null, true).attributes['data-theme']).toBe('dark')
    expect(runThemeScript(null, false).attributes['data-theme']).toBe('light')
  })

  it("lets the visitor's stored choice override the system", () => {
    expect(runThemeScript('light', true).attributes['data-theme']).toBe('light')
    expect(runThemeScript('dark', false).attributes['data-theme']).toBe('dark')
  })

  it('treats an unknown stored value, or storage that throws (blocked cookies), as "system"', () => {
    expect(runThemeScript('purple', true).attributes['data-theme']).toBe('dark')
    expect(runThemeScript(new Error('SecurityError'), true).attributes['data-theme']).toBe('dark')
  })

  it('follows a change of the system setting, and a choice made in another tab', () => {
    const run = runThemeScript(null, false)
    run.media.matches = true
    run.listeners['media:change']?.()
    expect(run.attributes['data-theme']).toBe('dark')
    run.storage.value = 'light'
    run.listeners['window:storage']?.()
    expect(run.attributes['data-theme']).toBe('light')
  })

  it('is plain ES5 in one expression (no arrow functions, let/const or template literals) and small', () => {
    expect(THEME_SCRIPT).not.toMatch(/=>|\blet\b|\bconst\b|`/)
    expect(THEME_SCRIPT.length).toBeLessThan(400)
  })
})

describe('themeFor', () => {
  it('resolves "system" from the system setting and keeps an explicit choice', () => {
    expect(themeFor('system', true)).toBe('dark')
    expect(themeFor('system', false)).toBe('light')
    expect(themeFor('dark', false)).toBe('dark')
    expect(themeFor('light', true)).toBe('light')
  })
})
