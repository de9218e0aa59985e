// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SCROLL_TO_HASH_WAIT_MS } from './constants'
import { scrollToHash } from './scroll'

let scrolled: Element[]
beforeEach(() => {
  scrolled = []
  document.body.innerHTML = ''
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolled.push(this)
  })
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const add = (html: string): void => document.body.insertAdjacentHTML('beforeend', html)

describe('scrollToHash', () => {
  it('scrolls to a target that is already there (by id, decoded)', async () => {
    add('<h2 id="groupes-été">Groupes</h2>')
    await expect(scrollToHash('#groupes-%C3%A9t%C3%A9')).resolves.toBe(true)
    expect(scrolled.map((el) => el.id)).toEqual(['groupes-été'])
  })

  it('falls back to a named anchor', async () => {
    add('<a name="faq"></a>')
    await expect(scrollToHash('#faq')).resolves.toBe(true)
    expect(scrolled).toHaveLength(1)
  })

  it('waits for a target rendered after the navigation', async () => {
    const result = scrollToHash('#answers')
    add('<p>loading…</p>')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(scrolled).toHaveLength(0)
    add('<section id="answers"></section>')
    await expect(result).resolves.toBe(true)
    expect(scrolled.map((el) => el.id)).toEqual(['answers'])
  })

  it(`gives up after SCROLL_TO_HASH_WAIT_MS`, async () => {
    vi.useFakeTimers()
    const result = scrollToHash('#never')
    vi.advanceTimersByTime(SCROLL_TO_HASH_WAIT_MS)
    await expect(result).resolves.toBe(false)
    add('<div id="never"></div>')
    await Promise.resolve()
    expect(scrolled).toHaveLength(0)
  })

  it('does nothing for an empty hash', async () => {
    await expect(scrollToHash('#')).resolves.toBe(false)
    await expect(scrollToHash('')).resolves.toBe(false)
  })
})
