/**
 * A `fetch` for event streams that gives up on a silent one. A stream whose
 * network path died quietly (a laptop lid closed, a NAT entry dropped) never
 * errors by itself; the server writes a heartbeat every LIVE_HEARTBEAT_MS, so
 * a stream with no byte for `limitMs` is aborted, which the live client
 * treats like any cut connection: it reconnects and the page refetches.
 * The limit also bounds the wait for the response's headers.
 */
export function fetchWithSilenceLimit(limitMs: number, fetchImpl: typeof fetch = (input, init) => fetch(input, init)): typeof fetch {
  return async (input, init) => {
    const controller = new AbortController()
    const outer = init?.signal
    if (outer?.aborted) controller.abort(outer.reason)
    outer?.addEventListener('abort', () => controller.abort(outer.reason), { once: true })
    let timer: ReturnType<typeof setTimeout> | undefined
    const rearm = (): void => {
      clearTimeout(timer)
      timer = setTimeout(() => controller.abort(new Error(`No data for ${limitMs} ms: the stream counts as cut`)), limitMs)
    }
    controller.signal.addEventListener('abort', () => clearTimeout(timer), { once: true })
    rearm()
    const response = await fetchImpl(input, { ...init, signal: controller.signal })
    if (!response.body) {
      clearTimeout(timer)
      return response
    }
    const watched = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, stream) {
          rearm()
          stream.enqueue(chunk)
        },
        flush() {
          clearTimeout(timer)
        },
      }),
    )
    return new Response(watched, { status: response.status, statusText: response.statusText, headers: response.headers })
  }
}
