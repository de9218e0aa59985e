// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderHook } from './testing/render-hook'

const load = async (): Promise<typeof import('./lifecycle')> => import('./lifecycle')

beforeEach(() => {
  vi.resetModules()
  delete document.documentElement.dataset.lifecycle
})

describe('lifecycle store', () => {
  it('starts from the HTML attribute, or loading', async () => {
    expect((await load()).getLifecycle()).toBe('loading')
    vi.resetModules()
    document.documentElement.dataset.lifecycle = 'hydrating'
    expect((await load()).getLifecycle()).toBe('hydrating')
  })

  it('goes loading → hydrating → interactive, writing <html data-lifecycle> and notifying', async () => {
    const { getLifecycle, setLifecycle, subscribeLifecycle } = await load()
    const seen: string[] = []
    const stop = subscribeLifecycle(() => seen.push(getLifecycle()))
    setLifecycle('hydrating')
    expect(document.documentElement.getAttribute('data-lifecycle')).toBe('hydrating')
    setLifecycle('interactive')
    setLifecycle('interactive') // no duplicate notification
    expect(document.documentElement.getAttribute('data-lifecycle')).toBe('interactive')
    expect(seen).toEqual(['hydrating', 'interactive'])
    stop()
  })

  it('never goes back: a late `hydrating` (client entry loaded after hydration ended) keeps `interactive`', async () => {
    const { getLifecycle, setLifecycle } = await load()
    setLifecycle('interactive')
    setLifecycle('hydrating')
    expect(getLifecycle()).toBe('interactive')
    expect(document.documentElement.getAttribute('data-lifecycle')).toBe('interactive')
  })
})

describe('useLifecycle / useIsInteractive', () => {
  it('server-renders as loading (the hydration render matches the HTML)', async () => {
    const { setLifecycle, useIsInteractive } = await load()
    setLifecycle('interactive')
    const Button = () => createElement('button', { disabled: !useIsInteractive() }, 'Send')
    expect(renderToString(createElement(Button))).toBe('<button disabled="">Send</button>')
  })

  it('re-renders when the page becomes interactive', async () => {
    const { setLifecycle, useIsInteractive, useLifecycle } = await load()
    setLifecycle('hydrating')
    const hook = renderHook(() => [useLifecycle(), useIsInteractive()] as const, undefined)
    expect(hook.result()).toEqual(['hydrating', false])
    act(() => setLifecycle('interactive'))
    expect(hook.result()).toEqual(['interactive', true])
    hook.unmount()
  })
})
