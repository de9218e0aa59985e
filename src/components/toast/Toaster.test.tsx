// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { withLocale } from '../../forms/test-utils'
import { Toaster } from './Toaster'
import { createToastStore, showToast, toastStore } from './toast-store'
import { TOAST_DURATION_MS } from './toast-store'

afterEach(() => {
  cleanup()
  toastStore.clear()
  vi.useRealTimers()
})

describe('<Toaster/>', () => {
  it('has its live regions before any toast, polite for info and assertive for errors', () => {
    render(<Toaster store={createToastStore()} />, { wrapper: withLocale('en') })
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite')
    expect(screen.getByRole('alert').getAttribute('aria-live')).toBe('assertive')
  })

  it('shows a network error with Retry and Dismiss (translated), without taking focus', async () => {
    const user = userEvent.setup()
    const retry = vi.fn()
    render(<Toaster />, { wrapper: withLocale('fr') })
    const before = document.activeElement
    act(() => {
      showToast({ message: 'Impossible de joindre le serveur.', tone: 'error', action: { label: 'Réessayer', onAction: retry } })
    })
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Impossible de joindre le serveur.')
    expect(document.activeElement).toBe(before)
    await user.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(retry).toHaveBeenCalledTimes(1)
    expect(alert.textContent).toBe('')
    act(() => {
      showToast({ message: 'Encore', tone: 'error' })
    })
    await user.click(screen.getByRole('button', { name: 'Fermer' }))
    expect(alert.textContent).toBe('')
  })

  it('closes info toasts after TOAST_DURATION_MS, but not while focused', () => {
    vi.useFakeTimers()
    const store = createToastStore()
    render(<Toaster store={store} />, { wrapper: withLocale('en') })
    act(() => {
      store.show({ message: 'Saved' })
    })
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1)
    })
    expect(screen.getByRole('status').textContent).toContain('Saved')
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(screen.getByRole('status').textContent).toBe('')

    act(() => {
      store.show({ message: 'Kept while focused' })
    })
    act(() => screen.getByRole('button', { name: 'Dismiss' }).focus())
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS * 2)
    })
    expect(screen.getByRole('status').textContent).toContain('Kept while focused')
  })

  it('closes the focused toast with Escape', async () => {
    const user = userEvent.setup()
    const store = createToastStore()
    render(<Toaster store={store} />, { wrapper: withLocale('en') })
    act(() => {
      store.show({ message: 'Offline', tone: 'error' })
    })
    screen.getByRole('button', { name: 'Dismiss' }).focus()
    await user.keyboard('{Escape}')
    expect(store.getToasts()).toEqual([])
  })
})
