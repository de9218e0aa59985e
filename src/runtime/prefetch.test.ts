// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installLinkPrefetch, prefetchablePath } from './prefetch'

/** Stand-in IntersectionObserver: the test decides what "enters the viewport". */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | undefined
  readonly observed = new Set<Element>()
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.last = this
  }
  observe(el: Element): void {
    this.observed.add(el)
  }
  unobserve(el: Element): void {
    this.observed.delete(el)
  }
  disconnect(): void {
    this.observed.clear()
  }
  enter(el: Element): void {
    const entry = { target: el, isIntersecting: true } as IntersectionObserverEntry
    this.callback([entry], this as unknown as IntersectionObserver)
  }
}

const link = (href: string, attrs: Record<string, string> = {}): HTMLAnchorElement => {
  const a = document.createElement('a')
  a.setAttribute('href', href)
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v)
  a.textContent = href
  document.body.append(a)
  return a
}
const flush = async (): Promise<void> => {
  await new Promise((resolve) => setTimeout(resolve, 0))
}
const hover = (el: Element): boolean => el.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))

let dispose: () => void = () => {}
beforeEach(() => {
  history.replaceState(null, '', '/')
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
})
afterEach(() => {
  dispose()
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

describe('prefetchablePath', () => {
  it('returns the same-origin path of an internal link', () => {
    expect(prefetchablePath(link('/community?view=map#list'))).toBe('/community')
    expect(prefetchablePath(link(`${location.origin}/meet`))).toBe('/meet')
  })

  it.each([
    ['target=_blank', link('/community', { target: '_blank' })],
    ['download', link('/file.pdf', { download: '' })],
    ['rel=external', link('/community', { rel: 'external' })],
    ['external origin', link('https://elsewhere.example/community')],
    ['hash-only', link('#section')],
    ['same page with a hash', link('/#faq')],
    ['mailto', link('mailto:a@b.example')],
  ])('skips %s', (_name, anchor) => {
    expect(prefetchablePath(anchor)).toBeNull()
  })
})

describe('installLinkPrefetch', () => {
  it('prefetches on hover, focus and touch, once per path', async () => {
    const onPrefetch = vi.fn()
    const community = link('/community')
    const meet = link('/meet')
    const match = link('/match')
    dispose = installLinkPrefetch({ onPrefetch, viewport: false })
    hover(community)
    hover(community)
    meet.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    match.dispatchEvent(new Event('touchstart', { bubbles: true }))
    await flush()
    expect(onPrefetch.mock.calls).toEqual([
      ['/community', 'intent'],
      ['/meet', 'intent'],
      ['/match', 'intent'],
    ])
  })

  it('finds the link from a nested element', async () => {
    const onPrefetch = vi.fn()
    const span = document.createElement('span')
    link('/question').append(span)
    dispose = installLinkPrefetch({ onPrefetch, viewport: false })
    hover(span)
    await flush()
    expect(onPrefetch).toHaveBeenCalledWith('/question', 'intent')
  })

  it('ignores skipped links and very slow connections', async () => {
    const onPrefetch = vi.fn()
    dispose = installLinkPrefetch({ onPrefetch, viewport: false })
    hover(link('/community', { target: '_blank' }))
    vi.stubGlobal('navigator', { connection: { effectiveType: '2g' } })
    hover(link('/meet'))
    await flush()
    expect(onPrefetch).not.toHaveBeenCalled()
  })

  it('prefetches links entering the viewport, including links added later', async () => {
    const onPrefetch = vi.fn()
    const early = link('/community')
    dispose = installLinkPrefetch({ onPrefetch, whenIdle: (run) => run() })
    const io = FakeIntersectionObserver.last
    expect(io?.observed.has(early)).toBe(true)
    const late = link('/meet')
    await flush() // MutationObserver callbacks are async
    expect(io?.observed.has(late)).toBe(true)
    io?.enter(late)
    await flush()
    expect(onPrefetch).toHaveBeenCalledWith('/meet', 'viewport')
    expect(io?.observed.has(late)).toBe(false)
  })

  it('prefetches links in view one at a time, each when the page is idle', async () => {
    const idle: (() => void)[] = []
    let release: () => void = () => {}
    const onPrefetch = vi.fn(() => new Promise<void>((resolve) => (release = resolve)))
    const a = link('/community')
    const b = link('/meet')
    dispose = installLinkPrefetch({ onPrefetch, whenIdle: (run) => idle.push(run) })
    const io = FakeIntersectionObserver.last
    io?.enter(a)
    io?.enter(b)
    await flush()
    expect(onPrefetch).not.toHaveBeenCalled()
    expect(idle).toHaveLength(1)
    idle.shift()?.()
    await flush()
    expect(onPrefetch).toHaveBeenCalledTimes(1)
    expect(onPrefetch).toHaveBeenLastCalledWith('/community', 'viewport')
    // The second waits for the first to finish, then for another idle moment.
    expect(idle).toHaveLength(0)
    release()
    await flush()
    expect(idle).toHaveLength(1)
    idle.shift()?.()
    await flush()
    expect(onPrefetch).toHaveBeenLastCalledWith('/meet', 'viewport')
  })

  it('does not prefetch while offline, and tries again once back online', async () => {
    const onPrefetch = vi.fn()
    const a = link('/community')
    dispose = installLinkPrefetch({ onPrefetch, viewport: false })
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    hover(a)
    await flush()
    expect(onPrefetch).not.toHaveBeenCalled()
    onLine.mockReturnValue(true)
    hover(a)
    await flush()
    expect(onPrefetch).toHaveBeenCalledWith('/community', 'intent')
    onLine.mockRestore()
  })

  it('hover does not wait for the idle queue', async () => {
    const onPrefetch = vi.fn()
    const a = link('/community')
    dispose = installLinkPrefetch({ onPrefetch, whenIdle: () => {} })
    FakeIntersectionObserver.last?.enter(a)
    hover(a)
    await flush()
    expect(onPrefetch).toHaveBeenCalledWith('/community', 'intent')
  })

  it('a link seen in view is still prefetched on intent; one prefetched on intent is not again when seen', async () => {
    const onPrefetch = vi.fn()
    const seen = link('/community')
    const hovered = link('/meet')
    dispose = installLinkPrefetch({ onPrefetch, whenIdle: (run) => run() })
    const io = FakeIntersectionObserver.last
    io?.enter(seen)
    await flush()
    hover(seen)
    hover(hovered)
    await flush()
    io?.enter(hovered)
    await flush()
    expect(onPrefetch.mock.calls).toEqual([
      ['/community', 'viewport'],
      ['/community', 'intent'],
      ['/meet', 'intent'],
    ])
  })

  it('swallows a rejected prefetch (it must not look like a chunk error)', async () => {
    const rejections: unknown[] = []
    const onRejection = (reason: unknown): void => void rejections.push(reason)
    process.on('unhandledRejection', onRejection)
    dispose = installLinkPrefetch({ onPrefetch: () => Promise.reject(new Error('chunk')), viewport: false })
    hover(link('/community'))
    await flush()
    await flush()
    process.off('unhandledRejection', onRejection)
    expect(rejections).toEqual([])
  })

  it('stops listening and observing once disposed', async () => {
    const onPrefetch = vi.fn()
    const a = link('/community')
    installLinkPrefetch({ onPrefetch })()
    hover(a)
    await flush()
    expect(onPrefetch).not.toHaveBeenCalled()
    expect(FakeIntersectionObserver.last?.observed.size).toBe(0)
  })
})
