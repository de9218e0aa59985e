// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { saveScrollPositionOnLinkClick } from './scroll'

describe('saveScrollPositionOnLinkClick', () => {
  let dispose = () => {}
  afterEach(() => dispose())

  it('records the current scroll position in Vike history state when a link is clicked', () => {
    window.history.replaceState({ vike: { timestamp: 1, scrollPosition: null, triggeredBy: 'vike' } }, '')
    Object.defineProperty(window, 'scrollY', { value: 1234, configurable: true })
    dispose = saveScrollPositionOnLinkClick()
    const link = document.createElement('a')
    link.href = '/elsewhere'
    // Stand-in for Vike's router, which handles the click after us (bubbling) and prevents the default.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true })
    const inner = document.createElement('span')
    link.append(inner)
    document.body.append(link)
    inner.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    expect((window.history.state as { vike: { scrollPosition: { y: number }; timestamp: number } }).vike).toMatchObject({ timestamp: 1, scrollPosition: { y: 1234 } })
  })

  it('leaves foreign history state alone', () => {
    window.history.replaceState({ other: true }, '')
    dispose = saveScrollPositionOnLinkClick()
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(window.history.state).toEqual({ other: true })
  })
})
