import { stringifyDocument } from '@urql/core'
import { getBrowserClient } from '../../graphql/browser-clients'
import { graphqlEndpoint } from '../../graphql/endpoint'
import { graphql } from '../../graphql/graphql'
import type { AnalyticsEvent } from '../../contract/analytics-events'
import { ANALYTICS_BATCH_SIZE, ANALYTICS_FLUSH_DELAY_MS, isTrackingDisabled } from './events'

export const TrackEvents = graphql(`
  mutation TrackEvents($events: [TrackEventInput!]!, $idempotencyKey: String!) {
    trackEvents(events: $events, idempotencyKey: $idempotencyKey) {
      accepted
    }
  }
`)

type QueuedEvent = { name: AnalyticsEvent; at: string }
let queue: QueuedEvent[] = []
let timer: ReturnType<typeof setTimeout> | undefined
let installed = false

const newKey = (): string => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`

/**
 * Records an analytics event (batched to `trackEvents`, flushed with
 * sendBeacon when the page is hidden). Nothing at all with Do Not Track:
 * nothing queued, no timer, no listener; `<html data-analytics="off">` says
 * so once an event was refused (what tests wait on, instead of a batch delay).
 */
export function track(name: AnalyticsEvent): void {
  if (typeof window === 'undefined') return
  if (isTrackingDisabled()) {
    document.documentElement.dataset.analytics = 'off'
    return
  }
  installFlushOnHide()
  queue.push({ name, at: new Date().toISOString() })
  if (queue.length >= ANALYTICS_BATCH_SIZE) void flush()
  else timer ??= setTimeout(() => void flush(), ANALYTICS_FLUSH_DELAY_MS)
}

function take(): QueuedEvent[] {
  clearTimeout(timer)
  timer = undefined
  const batch = queue
  queue = []
  return batch
}

/** Sends the queue through the public client (Bearer token, retries with the idempotency key). */
export async function flush(): Promise<void> {
  const events = take()
  if (events.length) await getBrowserClient('public').client.mutation(TrackEvents, { events, idempotencyKey: newKey() }).toPromise()
}

/** On page hide the page may be gone before fetch returns: sendBeacon survives unload. */
function flushWithBeacon(): void {
  const events = take()
  if (!events.length) return
  const token = getBrowserClient('public').tokens.get()
  const body = JSON.stringify({
    operationName: 'TrackEvents',
    query: stringifyDocument(TrackEvents),
    variables: { events, idempotencyKey: newKey() },
    ...(token ? { extensions: { visitorToken: token } } : {}),
  })
  // text/plain is a CORS-safelisted type: a beacon to an API on another host (PUBLIC_ENV__API_URL)
  // needs no preflight, which sendBeacon cannot make (browsers refuse or throw on application/json).
  // The API reads a text/plain body as JSON.
  let sent = false
  try {
    sent = navigator.sendBeacon?.(graphqlEndpoint(), new Blob([body], { type: 'text/plain;charset=UTF-8' })) ?? false
  } catch {
    sent = false
  }
  if (!sent) void fetch(graphqlEndpoint(), { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => {})
}

function installFlushOnHide(): void {
  if (installed) return
  installed = true
  window.addEventListener('pagehide', flushWithBeacon)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushWithBeacon()
  })
}
