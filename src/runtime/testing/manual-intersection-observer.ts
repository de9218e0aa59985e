/**
 * For unit tests: a stand-in IntersectionObserver the test drives by hand
 * (happy-dom has no layout). `ManualObserver.last` is the latest one made.
 */
export class ManualObserver {
  static last: ManualObserver | undefined
  observed: Element[] = []
  disconnected = false
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    ManualObserver.last = this
  }
  observe(element: Element) {
    this.observed.push(element)
  }
  disconnect() {
    this.disconnected = true
  }
  /** Reports every observed element as (not) intersecting, where it is. */
  fire(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting, boundingClientRect: target.getBoundingClientRect() }) as IntersectionObserverEntry)
    this.callback(entries, this as unknown as IntersectionObserver)
  }
}
