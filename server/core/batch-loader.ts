/**
 * A minimal per-request batch loader (DataLoader's idea, ~30 lines): loads
 * asked for in the same tick become one query, so a list of 20 cards never
 * costs 20 round trips.
 */
export class BatchLoader<K, V> {
  private pending: { key: K; resolve: (v: V) => void; reject: (e: unknown) => void }[] = []
  private readonly cache = new Map<K, Promise<V>>()

  constructor(
    private readonly loadMany: (keys: readonly K[]) => Promise<Map<K, V>>,
    private readonly fallback: V,
  ) {}

  load(key: K): Promise<V> {
    const cached = this.cache.get(key)
    if (cached !== undefined) return cached
    const promise = new Promise<V>((resolve, reject) => {
      this.pending.push({ key, resolve, reject })
      if (this.pending.length === 1) queueMicrotask(() => setImmediate(() => void this.flush()))
    })
    this.cache.set(key, promise)
    return promise
  }

  private async flush(): Promise<void> {
    const batch = this.pending
    this.pending = []
    try {
      const values = await this.loadMany([...new Set(batch.map((b) => b.key))])
      for (const item of batch) item.resolve(values.get(item.key) ?? this.fallback)
    } catch (error) {
      for (const item of batch) item.reject(error)
    }
  }
}

/**
 * A loader per request: `make` runs once for each `scope` object (a GraphQL
 * request's context, or whatever object a worker passes as its deps), so
 * loads within one request are batched and cached together, and nothing is
 * kept once the request's objects are gone.
 */
export function perRequest<S extends object, L>(make: (scope: S) => L): (scope: S) => L {
  const made = new WeakMap<S, L>()
  return (scope) => {
    let loader = made.get(scope)
    if (loader === undefined) {
      loader = make(scope)
      made.set(scope, loader)
    }
    return loader
  }
}
