// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HEAD_UPDATE_DEBOUNCE_MS } from './constants'
import { replaceHead, scheduleHeadUpdate, useHead, type HeadUpdate } from './head'
import { renderHook } from './testing/render-hook'

const meta = (selector: string): string | null | undefined => document.head.querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content

beforeEach(() => {
  vi.useFakeTimers()
  document.head.innerHTML = '<meta name="description" content="old">'
  document.title = 'Start'
})
afterEach(() => vi.useRealTimers())

describe('scheduleHeadUpdate', () => {
  it(`applies HEAD_UPDATE_DEBOUNCE_MS after the last call, merged`, () => {
    scheduleHeadUpdate({ title: 'First', meta: { description: 'one' } })
    vi.advanceTimersByTime(HEAD_UPDATE_DEBOUNCE_MS - 1)
    scheduleHeadUpdate({ meta: { 'og:title': 'OG' } })
    vi.advanceTimersByTime(HEAD_UPDATE_DEBOUNCE_MS - 1)
    expect(document.title).toBe('Start')
    expect(meta('name="description"')).toBe('old')
    vi.advanceTimersByTime(1)
    expect(document.title).toBe('First')
    expect(meta('name="description"')).toBe('one')
    expect(meta('property="og:title"')).toBe('OG')
  })

  it('lets later values win and updates existing tags in place', () => {
    scheduleHeadUpdate({ title: 'A', meta: { description: 'a' } })
    scheduleHeadUpdate({ title: 'B', meta: { description: 'b' } })
    vi.advanceTimersByTime(HEAD_UPDATE_DEBOUNCE_MS)
    expect(document.title).toBe('B')
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1)
    expect(meta('name="description"')).toBe('b')
  })

  it('creates name metas for twitter:* and other non-OG keys', () => {
    scheduleHeadUpdate({ meta: { 'twitter:card': 'summary' } })
    vi.advanceTimersByTime(HEAD_UPDATE_DEBOUNCE_MS)
    expect(meta('name="twitter:card"')).toBe('summary')
  })
})

describe('replaceHead', () => {
  it('applies at once and drops what was pending', () => {
    scheduleHeadUpdate({ title: '(3) Inbox', meta: { description: 'late' } })
    replaceHead({ title: 'Inbox' })
    expect(document.title).toBe('Inbox')
    document.title = 'Next page'
    vi.advanceTimersByTime(HEAD_UPDATE_DEBOUNCE_MS)
    expect(document.title).toBe('Next page')
    expect(meta('name="description"')).toBe('old')
  })
})

describe('useHead', () => {
  it('schedules on mount and again only when the values change', () => {
    const hook = renderHook((update: HeadUpdate) => useHead(update), { title: 'Ambassador Ann' })
    act(() => {
      vi.advanceTimersByTime(HEAD_UPDATE_DEBOUNCE_MS)
    })
    expect(document.title).toBe('Ambassador Ann')
    document.title = 'changed elsewhere'
    hook.rerender({ title: 'Ambassador Ann' }) // same values, new object: no update
    act(() => {
      vi.advanceTimersByTime(HEAD_UPDATE_DEBOUNCE_MS)
    })
    expect(document.title).toBe('changed elsewhere')
    hook.rerender({ title: 'Ambassador Bob' })
    act(() => {
      vi.advanceTimersByTime(HEAD_UPDATE_DEBOUNCE_MS)
    })
    expect(document.title).toBe('Ambassador Bob')
    hook.unmount()
  })

  it('puts the latest `restore` back on unmount, and nothing pending lands afterwards', () => {
    const hook = renderHook(({ count, base }: { count: number; base: string }) => useHead({ title: `(${count}) ${base}` }, { title: base }), { count: 3, base: 'Area' })
    act(() => {
      vi.advanceTimersByTime(HEAD_UPDATE_DEBOUNCE_MS)
    })
    expect(document.title).toBe('(3) Area')
    hook.rerender({ count: 2, base: 'Espace' })
    hook.unmount() // before the debounce ran
    expect(document.title).toBe('Espace')
    vi.advanceTimersByTime(HEAD_UPDATE_DEBOUNCE_MS)
    expect(document.title).toBe('Espace')
  })

  it('without `restore`, leaves the head as it is on unmount', () => {
    const hook = renderHook((update: HeadUpdate) => useHead(update), { title: 'Kept' })
    act(() => {
      vi.advanceTimersByTime(HEAD_UPDATE_DEBOUNCE_MS)
    })
    hook.unmount()
    expect(document.title).toBe('Kept')
  })
})
