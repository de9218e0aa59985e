// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CLOSE_MESSAGE, HEIGHT_MESSAGE, OPENED_MESSAGE, READY_MESSAGE } from '../../widget/protocol'
import { startFrameMessaging } from './frame-messaging'

const PARENT = 'https://college.example'

describe('the frame side of the embed protocol', () => {
  const parent = { postMessage: vi.fn() }
  let stop: () => void = () => {}
  let onOpened = vi.fn()

  beforeEach(() => {
    Object.defineProperty(window, 'parent', { configurable: true, value: parent })
    parent.postMessage.mockClear()
    onOpened = vi.fn()
    stop = startFrameMessaging({ parentOrigin: PARENT, onOpened })
  })
  afterEach(() => stop())

  const receive = (data: unknown, origin: string, source: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as MessageEventSource }))

  it('says ready and reports its height, to the parent origin only', () => {
    const sent = parent.postMessage.mock.calls
    expect(sent[0]).toEqual([{ type: READY_MESSAGE }, PARENT])
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types its asymmetric matchers (expect.any) as any
    expect(sent[1]?.[0]).toMatchObject({ type: HEIGHT_MESSAGE, height: expect.any(Number) })
    expect(sent.every(([, target]) => target === PARENT)).toBe(true)
  })

  it('counts `opened` only from the parent window at the parent origin', () => {
    receive({ type: OPENED_MESSAGE }, 'https://evil.example', parent)
    receive({ type: OPENED_MESSAGE }, PARENT, {})
    receive({ type: 'other:opened' }, PARENT, parent)
    expect(onOpened).not.toHaveBeenCalled()
    receive({ type: OPENED_MESSAGE }, PARENT, parent)
    expect(onOpened).toHaveBeenCalledTimes(1)
  })

  it('forwards Escape as `close`, unless something in the frame handled it', () => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    expect(parent.postMessage).toHaveBeenLastCalledWith({ type: CLOSE_MESSAGE }, PARENT)
    parent.postMessage.mockClear()
    const handled = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true })
    handled.preventDefault()
    document.dispatchEvent(handled)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }))
    expect(parent.postMessage).not.toHaveBeenCalled()
  })

  it('stops listening when stopped', () => {
    stop()
    receive({ type: OPENED_MESSAGE }, PARENT, parent)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    expect(onOpened).not.toHaveBeenCalled()
    expect(parent.postMessage).toHaveBeenCalledTimes(2)
  })
})
