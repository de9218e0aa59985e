// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { NEAR_SCREEN_MARGIN, waitForHydrationTrigger, type HydrationTriggerWindow } from './hydration-trigger'
import { ManualObserver } from '../runtime/testing/manual-intersection-observer'

let idle: (() => void) | null = null
let idleCancelled = false
const testWindow = (): HydrationTriggerWindow => ({
  document,
  setTimeout: window.setTimeout.bind(window),
  clearTimeout: window.clearTimeout.bind(window),
  IntersectionObserver: ManualObserver as unknown as typeof IntersectionObserver,
  requestIdleCallback: (callback) => ((idle = callback), 1),
  cancelIdleCallback: () => (idleCancelled = true),
})

const settled = async (promise: Promise<void>) => Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10))])

let section: HTMLElement
beforeEach(() => {
  document.body.innerHTML = '<section id="part"><h2>Part</h2><button type="button">Open</button><a href="/x">Link</a></section><button id="outside">Outside</button>'
  section = document.getElementById('part')!
  idle = null
  idleCancelled = false
})
afterEach(() => (document.body.innerHTML = ''))

describe('waitForHydrationTrigger', () => {
  it('starts when the part comes near the screen, not before, and stops watching', async () => {
    const trigger = waitForHydrationTrigger(section, testWindow())
    const observer = ManualObserver.last!
    expect(observer.options.rootMargin).toBe(NEAR_SCREEN_MARGIN)
    observer.fire(false)
    expect(await settled(trigger.started)).toBe(false)
    observer.fire(true)
    expect(await settled(trigger.started)).toBe(true)
    expect(observer.disconnected).toBe(true)
    expect(idleCancelled).toBe(true)
  })

  it('starts when a pointer or focus reaches the part, not elsewhere', async () => {
    const trigger = waitForHydrationTrigger(section, testWindow())
    document.getElementById('outside')!.dispatchEvent(new Event('pointerover', { bubbles: true }))
    expect(await settled(trigger.started)).toBe(false)
    section.querySelector('a')!.dispatchEvent(new Event('focusin', { bubbles: true }))
    expect(await settled(trigger.started)).toBe(true)
  })

  it('starts at the first idle moment', async () => {
    const trigger = waitForHydrationTrigger(section, testWindow())
    expect(await settled(trigger.started)).toBe(false)
    idle!()
    expect(await settled(trigger.started)).toBe(true)
  })

  it('replays the last button pressed inside the part before hydration, once', () => {
    const trigger = waitForHydrationTrigger(section, testWindow())
    const inside = section.querySelector('button')!
    const outside = document.getElementById('outside')!
    const clicks: string[] = []
    inside.addEventListener('click', () => clicks.push('inside'))
    outside.addEventListener('click', () => clicks.push('outside'))
    outside.click()
    inside.click()
    clicks.length = 0
    trigger.replayClicks()
    expect(clicks).toEqual(['inside'])
    // Hydrated: later clicks are React's own, never replayed again.
    inside.click()
    trigger.replayClicks()
    expect(clicks).toEqual(['inside', 'inside'])
  })

  it('replays nothing when no button was pressed, nor one the page removed', () => {
    const trigger = waitForHydrationTrigger(section, testWindow())
    const inside = section.querySelector('button')!
    let clicks = 0
    inside.addEventListener('click', () => clicks++)
    inside.click()
    inside.remove()
    trigger.replayClicks()
    expect(clicks).toBe(1)
  })
})
