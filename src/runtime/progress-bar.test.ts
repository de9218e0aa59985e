// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PROGRESS_BAR } from './constants'
import { doneNavigationProgress, startNavigationProgress } from './progress-bar'

const bar = (): HTMLElement | null => document.querySelector('[role="progressbar"]')
const setReducedMotion = (reduce: boolean): void => {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList)
}

beforeEach(() => {
  vi.useFakeTimers()
  setReducedMotion(false)
})
afterEach(() => {
  doneNavigationProgress()
  vi.runAllTimers()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('navigation progress bar', () => {
  it('shows nothing for a navigation faster than showDelayMs', () => {
    startNavigationProgress('Loading page')
    vi.advanceTimersByTime(PROGRESS_BAR.showDelayMs - 1)
    doneNavigationProgress()
    vi.runAllTimers()
    expect(bar()).toBeNull()
  })

  it('appears after showDelayMs as a labelled, indeterminate progressbar that trickles', () => {
    startNavigationProgress('Chargement de la page')
    vi.advanceTimersByTime(PROGRESS_BAR.showDelayMs)
    const el = bar()
    expect(el?.getAttribute('aria-label')).toBe('Chargement de la page')
    expect(el?.hasAttribute('aria-valuenow')).toBe(false)
    expect(el?.style.width).toBe(`${PROGRESS_BAR.trickleToPercent}%`)
    expect(el?.style.transition).toContain(`${PROGRESS_BAR.trickleMs}ms`)
  })

  it('completes to 100% then removes itself', () => {
    startNavigationProgress('Loading')
    vi.advanceTimersByTime(PROGRESS_BAR.showDelayMs)
    doneNavigationProgress()
    expect(bar()?.style.width).toBe('100%')
    // Fading out, it is no longer announced (nor a landmark-less region for axe).
    expect(bar()?.getAttribute('aria-hidden')).toBe('true')
    vi.advanceTimersByTime(PROGRESS_BAR.finishMs * 2)
    expect(bar()).toBeNull()
  })

  it('reuses one bar when a navigation starts while the previous one finishes', () => {
    startNavigationProgress('Loading')
    vi.advanceTimersByTime(PROGRESS_BAR.showDelayMs)
    doneNavigationProgress()
    startNavigationProgress('Loading')
    vi.advanceTimersByTime(PROGRESS_BAR.showDelayMs)
    vi.advanceTimersByTime(PROGRESS_BAR.finishMs * 2)
    expect(document.querySelectorAll('[role="progressbar"]')).toHaveLength(1)
  })

  it('does not animate when the user prefers reduced motion', () => {
    setReducedMotion(true)
    startNavigationProgress('Loading')
    vi.advanceTimersByTime(PROGRESS_BAR.showDelayMs)
    expect(bar()?.style.transition).toBe('none')
    doneNavigationProgress()
    expect(bar()).toBeNull()
  })
})
