import { describe, expect, it } from 'vitest'
import { iframeUrl, readWidgetConfig, widgetThemeUrl } from './config'
import { CLOSE_MESSAGE, HEIGHT_MESSAGE, isHeightMessage, isOpenedMessage, messageType, OPENED_MESSAGE } from './protocol'

const script = (dataset: Record<string, string>) => ({ src: 'https://portal.example/widget.js?v=1', dataset })

describe('widget config', () => {
  it('reads language, position and colour from data attributes', () => {
    expect(readWidgetConfig(script({ lang: 'fr', position: 'left', color: '#aa0000' }))).toEqual({
      origin: 'https://portal.example',
      lang: 'fr',
      position: 'left',
      color: '#aa0000',
    })
  })

  it('falls back to safe defaults and never lets a non-colour into the stylesheet', () => {
    const config = readWidgetConfig(script({ lang: 'de', position: 'top', color: 'red;}body{display:none' }))
    // No colour of the host's: the organization's published one (widget-theme.css).
    expect(config).toMatchObject({ lang: 'en', position: 'right', color: null })
  })

  it('writes a short colour in full, for the contrast arithmetic', () => {
    expect(readWidgetConfig(script({ color: '#0AF' })).color).toBe('#00aaff')
  })

  it("reads the organization's colour from the portal's theme file", () => {
    expect(widgetThemeUrl(readWidgetConfig(script({})))).toBe('https://portal.example/widget-theme.css')
  })

  it('opens the embeddable page in the widget language', () => {
    expect(iframeUrl(readWidgetConfig(script({ lang: 'fr' })))).toBe('https://portal.example/fr/iframe?view=list&source=widget')
    expect(iframeUrl(readWidgetConfig(script({})))).toBe('https://portal.example/iframe?view=list&source=widget')
  })
})

describe('height messages', () => {
  it('accepts only well-formed namespaced height reports', () => {
    expect(isHeightMessage({ type: HEIGHT_MESSAGE, height: 320 })).toBe(true)
    expect(isHeightMessage({ type: 'other:height', height: 320 })).toBe(false)
    expect(isHeightMessage({ type: HEIGHT_MESSAGE, height: Number.NaN })).toBe(false)
    expect(isHeightMessage({ type: HEIGHT_MESSAGE, height: -1 })).toBe(false)
    expect(isHeightMessage('ambassador-portal:height')).toBe(false)
  })
})

describe('message types', () => {
  it('reads only namespaced types', () => {
    expect(messageType({ type: CLOSE_MESSAGE })).toBe(CLOSE_MESSAGE)
    expect(messageType({ type: 'other:close' })).toBeUndefined()
    expect(messageType(null)).toBeUndefined()
    expect(messageType({ type: 7 })).toBeUndefined()
    expect(isOpenedMessage({ type: OPENED_MESSAGE })).toBe(true)
    expect(isOpenedMessage({ type: HEIGHT_MESSAGE, height: 1 })).toBe(false)
  })
})
