// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { REVEAL } from '../../runtime/constants'
import { attachReveal, REVEAL_ATTRIBUTE } from './attach-reveal'
import { ManualObserver } from '../../runtime/testing/manual-intersection-observer'

/** The observer reports where the element is; attachReveal itself must not read layout. */
let layoutReads = 0
function elementAt(top: number): HTMLElement {
  const element = document.createElement('section')
  const observerView = { top } as DOMRect
  Object.defineProperty(element, 'getBoundingClientRect', {
    value: () => {
      layoutReads++
      return observerView
    },
  })
  document.body.append(element)
  return element
}

const media = (reduce: boolean) =>
  ((query: string) => ({ matches: reduce && query.includes('reduce'), addEventListener() {}, removeEventListener() {} })) as unknown as Window['matchMedia']
const win = (reduce = false) => ({ innerHeight: 800, matchMedia: media(reduce), IntersectionObserver: ManualObserver as unknown as typeof IntersectionObserver })

afterEach(() => {
  layoutReads = 0
  document.body.innerHTML = ''
  ManualObserver.last = undefined
})

describe('attachReveal', () => {
  it('hides an element below the fold, then shows it once when it comes into view', () => {
    const element = elementAt(1500)
    attachReveal(element, REVEAL, win())
    expect(layoutReads).toBe(0)
    // Untouched until the observer has said where the element is.
    expect(element.hasAttribute(REVEAL_ATTRIBUTE)).toBe(false)
    ManualObserver.last?.fire(false)
    expect(element.getAttribute(REVEAL_ATTRIBUTE)).toBe('hidden')
    expect(element.style.transition).toContain('400ms')
    expect(ManualObserver.last?.options.rootMargin).toBe('0px 0px -120px 0px')
    ManualObserver.last?.fire(true)
    expect(element.getAttribute(REVEAL_ATTRIBUTE)).toBe('shown')
    expect(ManualObserver.last?.disconnected).toBe(true)
  })
  it('leaves an element that is already on screen untouched', () => {
    const element = elementAt(100)
    attachReveal(element, REVEAL, win())
    ManualObserver.last?.fire(true)
    expect(element.hasAttribute(REVEAL_ATTRIBUTE)).toBe(false)
    expect(element.style.transition).toBe('')
    expect(ManualObserver.last?.disconnected).toBe(true)
  })
  it('does nothing at all with reduced motion', () => {
    const element = elementAt(1500)
    attachReveal(element, REVEAL, win(true))
    expect(element.hasAttribute(REVEAL_ATTRIBUTE)).toBe(false)
    expect(element.style.transition).toBe('')
  })
  it('hides again on leaving the view when not "once"', () => {
    const element = elementAt(1500)
    attachReveal(element, { ...REVEAL, once: false }, win())
    ManualObserver.last?.fire(false)
    ManualObserver.last?.fire(true)
    ManualObserver.last?.fire(false)
    expect(element.getAttribute(REVEAL_ATTRIBUTE)).toBe('hidden')
  })
  it('cleans up: visible again and no observer', () => {
    const element = elementAt(1500)
    const cleanup = attachReveal(element, REVEAL, win())
    ManualObserver.last?.fire(false)
    expect(element.getAttribute(REVEAL_ATTRIBUTE)).toBe('hidden')
    cleanup()
    expect(element.hasAttribute(REVEAL_ATTRIBUTE)).toBe(false)
    expect(ManualObserver.last?.disconnected).toBe(true)
  })
})
