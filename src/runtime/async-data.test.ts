// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { asyncDataReducer, createAsyncDataState, useAsyncData, type AsyncDataResult, type AsyncDataState, type UseAsyncDataOptions } from './async-data'
import { renderHook } from './testing/render-hook'

describe('asyncDataReducer', () => {
  const idle = createAsyncDataState<string[]>([])

  it('starts idle with the default, or in success with initial data', () => {
    expect(idle).toEqual({ data: [], status: 'idle', error: null, requestId: 0 })
    expect(createAsyncDataState<string[]>([], ['ssr'])).toMatchObject({ data: ['ssr'], status: 'success' })
  })

  it('goes pending (keeping data) then success', () => {
    const pending = asyncDataReducer(idle, { type: 'start', requestId: 1 })
    expect(pending).toMatchObject({ status: 'pending', data: [], requestId: 1 })
    expect(asyncDataReducer(pending, { type: 'success', requestId: 1, data: ['a'] })).toMatchObject({
      status: 'success',
      data: ['a'],
      error: null,
    })
  })

  it('a failed refresh sets error AND resets data to its default', () => {
    let state: AsyncDataState<string[]> = { data: ['old'], status: 'success', error: null, requestId: 1 }
    const error = new Error('down')
    state = asyncDataReducer(state, { type: 'start', requestId: 2 })
    expect(state.data).toEqual(['old'])
    state = asyncDataReducer(state, { type: 'failure', requestId: 2, error, defaultData: [] })
    expect(state).toEqual({ data: [], status: 'error', error, requestId: 2 })
  })

  it('a success after an error clears the error', () => {
    const failed: AsyncDataState<string[]> = { data: [], status: 'error', error: new Error('x'), requestId: 2 }
    const next = asyncDataReducer(asyncDataReducer(failed, { type: 'start', requestId: 3 }), {
      type: 'success',
      requestId: 3,
      data: ['b'],
    })
    expect(next).toMatchObject({ status: 'success', error: null, data: ['b'] })
  })

  it('a superseded request never overwrites a newer one, whichever finishes first', () => {
    let state = asyncDataReducer(idle, { type: 'start', requestId: 1 })
    state = asyncDataReducer(state, { type: 'start', requestId: 2 })
    state = asyncDataReducer(state, { type: 'success', requestId: 2, data: ['new'] })
    expect(asyncDataReducer(state, { type: 'success', requestId: 1, data: ['old'] })).toBe(state)
    expect(asyncDataReducer(state, { type: 'failure', requestId: 1, error: 1, defaultData: [] })).toBe(state)
    expect(asyncDataReducer(state, { type: 'start', requestId: 1 })).toBe(state)
  })
})

// ---- The hook, rendered for real (react-dom + happy-dom) ----
interface Deferred<T> {
  promise: Promise<T>
  resolve: (value: T) => void
  reject: (error: unknown) => void
}
function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => {}
  let reject: (error: unknown) => void = () => {}
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

let mounted: Array<() => void> = []
afterEach(() => {
  mounted.forEach((unmount) => unmount())
  mounted = []
})

/** Renders useAsyncData with a changeable key; unmounted after each test. */
function render<T>(
  key: string,
  fetcher: (signal: AbortSignal) => Promise<T>,
  options: UseAsyncDataOptions<T>,
  strict = false,
): { current: () => AsyncDataResult<T>; rerender: (key: string) => void; unmount: () => void } {
  const hook = renderHook((k: string) => useAsyncData(k, fetcher, options), key, { strict })
  let unmounted = false
  const unmount = (): void => {
    if (!unmounted) hook.unmount()
    unmounted = true
  }
  mounted.push(unmount)
  return { current: hook.result, rerender: hook.rerender, unmount }
}

describe('useAsyncData', () => {
  it('fetches on mount: pending, then success', async () => {
    const d = deferred<number>()
    const hook = render('a', () => d.promise, { default: () => 0 })
    expect(hook.current()).toMatchObject({ status: 'pending', data: 0 })
    // eslint-disable-next-line @typescript-eslint/require-await -- async act on purpose: React then flushes the work the update started
    await act(async () => d.resolve(7))
    expect(hook.current()).toMatchObject({ status: 'success', data: 7, error: null })
  })

  it('with immediate: false stays idle until refresh()', async () => {
    const fetcher = vi.fn(() => Promise.resolve(1))
    const hook = render('a', fetcher, { default: () => 0, immediate: false })
    expect(hook.current().status).toBe('idle')
    expect(fetcher).not.toHaveBeenCalled()
    await act(() => hook.current().refresh())
    expect(hook.current()).toMatchObject({ status: 'success', data: 1 })
  })

  it('with initial data starts in success and does not fetch, even in StrictMode', async () => {
    const fetcher = vi.fn(() => Promise.resolve(['live']))
    const hook = render<string[]>('a', fetcher, { default: () => [], initial: ['ssr'] }, true)
    expect(hook.current()).toMatchObject({ status: 'success', data: ['ssr'] })
    expect(fetcher).not.toHaveBeenCalled()
    // eslint-disable-next-line @typescript-eslint/require-await -- async act on purpose: React then flushes the work the update started
    await act(async () => hook.rerender('b'))
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(hook.current()).toMatchObject({ status: 'success', data: ['live'] })
  })

  it('a failed refresh sets error and resets data to its default', async () => {
    let fail = false
    const error = new Error('down')
    const hook = render<string[]>('a', () => (fail ? Promise.reject(error) : Promise.resolve(['x'])), { default: () => [] })
    await act(async () => {})
    expect(hook.current().data).toEqual(['x'])
    fail = true
    await act(() => hook.current().refresh())
    expect(hook.current()).toMatchObject({ status: 'error', error, data: [] })
  })

  it('a superseded request is aborted and its late answer ignored', async () => {
    const calls: Array<{ d: Deferred<string>; signal: AbortSignal }> = []
    const hook = render(
      'a',
      (signal) => {
        const d = deferred<string>()
        calls.push({ d, signal })
        return d.promise
      },
      { default: () => '' },
    )
    // eslint-disable-next-line @typescript-eslint/require-await -- async act on purpose: React then flushes the work the update started
    await act(async () => hook.rerender('b'))
    expect(calls).toHaveLength(2)
    expect(calls[0]?.signal.aborted).toBe(true)
    // eslint-disable-next-line @typescript-eslint/require-await -- async act on purpose: React then flushes the work the update started
    await act(async () => calls[1]?.d.resolve('new'))
    // eslint-disable-next-line @typescript-eslint/require-await -- async act on purpose: React then flushes the work the update started
    await act(async () => calls[0]?.d.resolve('old'))
    expect(hook.current()).toMatchObject({ status: 'success', data: 'new' })
  })

  it('aborts the request in flight on unmount', () => {
    let seen: AbortSignal | undefined
    const hook = render(
      'a',
      (signal) => {
        seen = signal
        return new Promise<number>(() => {})
      },
      { default: () => 0 },
    )
    hook.unmount()
    expect(seen?.aborted).toBe(true)
  })
})
