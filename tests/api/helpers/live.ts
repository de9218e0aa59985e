/**
 * A raw GraphQL-over-SSE subscriber for the live tests: POSTs the operation
 * with `Accept: text/event-stream` and reads the stream as events arrive.
 * `opened` resolves on the stream's first bytes — the server registers the
 * subscription before it sends any — so a test publishes only after it.
 */
import { freshIp } from './test-api'

export interface StreamEvent {
  readonly event: string
  readonly data: string
}

export interface LiveSubscription {
  readonly status: number
  /** The response's status and first bytes have arrived (or the request was refused). */
  readonly opened: Promise<void>
  /** The next `next`/`complete` event, or an error once the stream has ended without one. */
  nextEvent(): Promise<StreamEvent>
  /** The payload of the next `next` event. */
  next<T = Record<string, unknown>>(): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }>
  /** Resolves when the server has ended the stream; true when it ended without a `complete` event. */
  readonly ended: Promise<{ withoutComplete: boolean }>
  readonly heartbeats: () => number
  close(): void
}

export interface SubscribeOptions {
  token?: string | null
  ip?: string
  org?: string
  headers?: Record<string, string>
  method?: 'GET' | 'POST'
}

export async function subscribe(endpoint: string, query: string, variables: Record<string, unknown> = {}, options: SubscribeOptions = {}): Promise<LiveSubscription> {
  const controller = new AbortController()
  const headers: Record<string, string> = { accept: 'text/event-stream', 'content-type': 'application/json', 'x-forwarded-for': options.ip ?? freshIp(), ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.org) headers['x-organization'] = options.org
  const response = await fetch(endpoint, {
    method: options.method ?? 'POST',
    headers,
    body: options.method === 'GET' ? undefined : JSON.stringify({ query, variables }),
    signal: controller.signal,
  })
  const events: StreamEvent[] = []
  const waiters: (() => void)[] = []
  let heartbeats = 0
  let done = false
  let sawComplete = false
  let markOpened: () => void = () => undefined
  const opened = new Promise<void>((resolve) => {
    markOpened = resolve
  })
  const wake = () => {
    for (const w of waiters.splice(0)) w()
  }
  const ended = (async () => {
    if (response.body === null) return
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      const reader = response.body.getReader()
      for (;;) {
        const { done: finished, value: chunk } = await reader.read()
        if (finished) break
        markOpened()
        buffer += decoder.decode(chunk, { stream: true })
        let cut
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut)
          buffer = buffer.slice(cut + 2)
          if (block.startsWith(':')) {
            heartbeats++
            continue
          }
          const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message'
          const data = [...block.matchAll(/^data: ?(.*)$/gm)].map((m) => m[1]).join('\n')
          if (event === 'complete') sawComplete = true
          events.push({ event, data })
          wake()
        }
      }
    } catch {
      // aborted by close(), or the connection was cut: `ended` says how it ended
    }
  })().then(() => {
    done = true
    markOpened()
    wake()
    return { withoutComplete: !sawComplete }
  })
  if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) markOpened()
  const nextEvent = async (): Promise<StreamEvent> => {
    for (;;) {
      const event = events.shift()
      if (event !== undefined) return event
      if (done) throw new Error('the stream ended')
      await new Promise<void>((resolve) => waiters.push(resolve))
    }
  }
  return {
    status: response.status,
    opened,
    nextEvent,
    async next<T>() {
      for (;;) {
        const event = await nextEvent()
        if (event.event === 'next') return JSON.parse(event.data) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] }
        if (event.event === 'complete') throw new Error('the subscription completed')
      }
    },
    ended,
    heartbeats: () => heartbeats,
    close: () => controller.abort(),
  }
}

/**
 * Subscriptions a test file opens: each one waits until its stream is open,
 * and `closeAll` (in afterAll) ends every stream the file left open.
 */
export function openedSubscriptions() {
  const open: LiveSubscription[] = []
  return {
    async open(endpoint: string, query: string, variables: Record<string, unknown> = {}, options: SubscribeOptions = {}): Promise<LiveSubscription> {
      const subscription = await subscribe(endpoint, query, variables, options)
      open.push(subscription)
      await subscription.opened
      return subscription
    },
    /** A stream opened without waiting (it may be refused): closed with the others. */
    track(subscription: LiveSubscription): LiveSubscription {
      open.push(subscription)
      return subscription
    },
    closeAll(): void {
      for (const subscription of open.splice(0)) subscription.close()
    },
  }
}

/**
 * The next event whose payload matches. A subscriber may also hear of a write
 * committed just before it subscribed (PostgreSQL delivers notifications to
 * the listening session a moment after the commit returns): clients refetch
 * anyway, and tests skip those instead of depending on the timing.
 */
export async function nextMatching<T>(subscription: LiveSubscription, matches: (data: T) => boolean): Promise<T> {
  for (;;) {
    const { data, errors } = await subscription.next<T>()
    if (errors !== undefined) throw new Error(`subscription errors: ${JSON.stringify(errors)}`)
    if (data !== undefined && matches(data)) return data
  }
}

export const THREAD_UPDATED = 'subscription($id: ID!, $token: String!) { threadUpdated(threadId: $id, token: $token) { threadId kind at } }'
export const INBOX_UPDATED = 'subscription { inboxUpdated { kind questionId meetingId at } }'
export const MODERATION_UPDATED = 'subscription { moderationUpdated { kind questionId itemId at } }'
export const PUBLICATION_UPDATED = 'subscription { publicationUpdated { kind at publication { job { state } } } }'
