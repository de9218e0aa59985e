/**
 * Subscriptions as Server-Sent Events (the GraphQL over SSE protocol's
 * "distinct connections" mode, which graphql-sse clients speak): yoga's own
 * SSE writer, with two things it lacks. Streams are registered, so shutdown
 * ends them at once instead of waiting out the grace period; and they end
 * without a `complete` event, which tells a graphql-sse client the
 * connection dropped (not that the subscription is over): it reconnects,
 * with backoff, to whichever instance the load balancer picks. Heartbeats
 * (SSE comments) every LIVE_HEARTBEAT_MS keep proxies from cutting idle
 * streams. A client that goes away aborts the request: its subscription is
 * ended and leaves the hub. A subscription that fails (its holder's rights
 * changed, decision 092) ends the stream the same way, without `complete`.
 */
import type { ExecutionResult } from 'graphql'
import { isAsyncIterable } from 'graphql-yoga'
import type { FetchAPI, Plugin } from 'graphql-yoga'
import { LIVE_HEARTBEAT_MS } from '../../src/contract/live'
import { isStreamGrantChanged } from '../core/stream-grant'

type ResultProcessor = Parameters<Parameters<NonNullable<Plugin['onResultProcess']>>[0]['setResultProcessor']>[0]

/** The open streams of this instance. */
export class EventStreams {
  private readonly open = new Set<() => void>()

  register(end: () => void): () => void {
    this.open.add(end)
    return () => {
      this.open.delete(end)
    }
  }

  get count(): number {
    return this.open.size
  }

  /** Shutdown: every stream ends now (its client reconnects elsewhere). */
  endAll(): void {
    for (const end of [...this.open]) end()
  }
}

export function acceptsEventStream(accept: string | null): boolean {
  return accept !== null && /(^|,)\s*text\/event-stream\b/i.test(accept)
}

/** The result as the SSE `next` event carries it: data and errors, nothing internal (yoga's `http` extensions). */
function serialize(result: ExecutionResult): string {
  const errors = result.errors?.map((error) => {
    const json = error.toJSON()
    if (json.extensions === undefined) return json
    const { http: _http, ...extensions } = json.extensions
    return { ...json, extensions }
  })
  return JSON.stringify({ ...(result.data === undefined ? {} : { data: result.data }), ...(errors === undefined ? {} : { errors }) })
}

function eventStream(results: AsyncIterable<ExecutionResult>, fetchAPI: FetchAPI, signal: AbortSignal, streams: EventStreams, heartbeatMs: number): Response {
  const encoder = new fetchAPI.TextEncoder()
  const iterator = results[Symbol.asyncIterator]()
  let closed = false
  let heartbeat: NodeJS.Timeout | undefined
  let unregister: () => void = () => undefined
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null
  /**
   * Ends the stream — shutdown, client gone, or the subscription over — and
   * the subscription with it. Inside `pull`, through that pull's controller:
   * whatwg-node's stream gives each pull its own, whose chunks are written
   * when it closes or the pull returns; closing the first one instead would
   * end the response before them (a `complete` never sent).
   */
  const stop = (via: ReadableStreamDefaultController<Uint8Array> | null = controller): void => {
    if (closed) return
    closed = true
    clearInterval(heartbeat)
    unregister()
    signal.removeEventListener('abort', onAbort)
    void iterator.return?.()
    via?.close()
  }
  const onAbort = (): void => stop()
  const body = new fetchAPI.ReadableStream<Uint8Array>({
    start(c) {
      controller = c
      // A first comment at once: some browsers and proxies hold the headers until body bytes come.
      c.enqueue(encoder.encode(':\n\n'))
      heartbeat = setInterval(() => {
        if (c.desiredSize !== null && c.desiredSize > 0) c.enqueue(encoder.encode(':\n\n'))
      }, heartbeatMs)
      unregister = streams.register(stop)
      signal.addEventListener('abort', onAbort, { once: true })
      if (signal.aborted) stop()
    },
    async pull(c) {
      let next: IteratorResult<ExecutionResult>
      try {
        next = await iterator.next()
      } catch {
        // The subscription failed: ended without `complete`, so the client reopens it.
        stop(c)
        return
      }
      if (closed) return
      // The subscription failed because its holder's rights changed (decision 092; yoga turns the failure into a result): ended without `complete`, so the client reopens it.
      if (next.done !== true && next.value.errors?.some(isStreamGrantChanged) === true) {
        stop(c)
        return
      }
      if (next.done === true) {
        c.enqueue(encoder.encode('event: complete\ndata:\n\n'))
        stop(c)
        return
      }
      c.enqueue(encoder.encode(`event: next\ndata: ${serialize(next.value)}\n\n`))
    },
    cancel() {
      controller = null
      stop(null)
    },
  })
  return new fetchAPI.Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' },
  })
}

/** Takes over the SSE writing of subscriptions (after yoga's own processors chose one, so last). */
export function eventStreamPlugin(streams: EventStreams, heartbeatMs: number = LIVE_HEARTBEAT_MS): Plugin {
  return {
    onResultProcess(payload) {
      const { request, result } = payload
      if (!isAsyncIterable(result) || !acceptsEventStream(request.headers.get('accept'))) return
      payload.setResultProcessor(
        ((input, fetchAPI) => eventStream(input as AsyncIterable<ExecutionResult>, fetchAPI, request.signal, streams, heartbeatMs)) satisfies ResultProcessor,
        'text/event-stream',
      )
    },
  }
}
