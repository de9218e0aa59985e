import { describe, expect, it, vi } from 'vitest'
import { createToastStore, showToast, toastStore } from './toast-store'
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from './toast-store'

describe('toast store', () => {
  it('adds toasts with defaults: info closes by itself, errors and actions stay', () => {
    const store = createToastStore()
    const listener = vi.fn()
    store.subscribe(listener)
    store.show({ message: 'Saved', tone: 'success' })
    store.show({ message: 'Offline', tone: 'error' })
    store.show({ message: 'New version', action: { label: 'Reload', onAction: () => {} } })
    expect(store.getToasts().map((t) => [t.message, t.tone, t.durationMs])).toEqual([
      ['Saved', 'success', TOAST_DURATION_MS],
      ['Offline', 'error', null],
      ['New version', 'info', null],
    ])
    expect(listener).toHaveBeenCalledTimes(3)
  })

  it('shows the same message once and keeps its latest action', () => {
    const store = createToastStore()
    const first = vi.fn()
    const second = vi.fn()
    const id = store.show({ message: 'Network', tone: 'error', action: { label: 'Retry', onAction: first } })
    expect(store.show({ message: 'Network', tone: 'error', action: { label: 'Retry', onAction: second } })).toBe(id)
    expect(store.getToasts()).toHaveLength(1)
    store.getToasts()[0]?.action?.onAction()
    expect(second).toHaveBeenCalled()
    expect(first).not.toHaveBeenCalled()
  })

  it(`keeps at most ${TOAST_MAX_VISIBLE}, dropping the oldest`, () => {
    const store = createToastStore()
    for (let i = 0; i < TOAST_MAX_VISIBLE + 2; i++) store.show({ message: `m${i}` })
    expect(store.getToasts().map((t) => t.message)).toEqual(Array.from({ length: TOAST_MAX_VISIBLE }, (_, i) => `m${i + 2}`))
  })

  it('dismisses one or all', () => {
    const store = createToastStore()
    const a = store.show({ message: 'a' })
    store.show({ message: 'b' })
    store.dismiss(a)
    expect(store.getToasts().map((t) => t.message)).toEqual(['b'])
    store.clear()
    expect(store.getToasts()).toEqual([])
  })

  it('does nothing on the server (no window)', () => {
    expect(typeof window).toBe('undefined')
    expect(showToast({ message: 'x' })).toBe(0)
    expect(toastStore.getToasts()).toEqual([])
  })
})
