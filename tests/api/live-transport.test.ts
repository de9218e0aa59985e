/**
 * Issue 19: how subscription streams pass through the GraphQL route — the
 * CSRF rule, the per-address limits, heartbeats for proxies, a client that
 * goes away, and shutdown (decision 091).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { SHUTDOWN_GRACE_MS } from '../../server/http/graceful-close'
import { MAX_IN_FLIGHT_PER_IP } from '../../server/security/in-flight-limit'
import { UPLOAD_CSRF_HEADER } from '../../src/contract/graphql-endpoint'
import { alice, signInAs } from './helpers/fixtures'
import { INBOX_UPDATED, openedSubscriptions, subscribe } from './helpers/live'
import type { LiveSubscription, SubscribeOptions } from './helpers/live'
import { freshIp, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
let aliceToken = ''
const subscriptions = openedSubscriptions()
beforeAll(async () => {
  api = await startTestApi()
  aliceToken = await signInAs(api, alice.email)
})
afterAll(async () => {
  subscriptions.closeAll()
  await api?.close()
})

const inbox = (endpoint: string, options: SubscribeOptions = {}): Promise<LiveSubscription> => subscriptions.open(endpoint, INBOX_UPDATED, {}, { token: aliceToken, ...options })

describe('opening a stream', () => {
  it('needs a JSON POST or the CSRF header: no simple cross-site request opens one', async () => {
    const plain = await fetch(api.endpoint, {
      method: 'POST',
      headers: { accept: 'text/event-stream', 'content-type': 'text/plain', authorization: `Bearer ${aliceToken}`, 'x-forwarded-for': freshIp() },
      body: JSON.stringify({ query: INBOX_UPDATED }),
    })
    expect(plain.status).toBe(400)
    expect(((await plain.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe('BAD_REQUEST')
    const bareGet = await fetch(`${api.endpoint}?query=${encodeURIComponent(INBOX_UPDATED)}`, { headers: { accept: 'text/event-stream', 'x-forwarded-for': freshIp() } })
    expect(bareGet.status).toBe(400)
    await bareGet.body?.cancel()
    const getWithHeader = await subscribe(
      `${api.endpoint}?query=${encodeURIComponent(INBOX_UPDATED)}`,
      '',
      {},
      { method: 'GET', token: aliceToken, headers: { [UPLOAD_CSRF_HEADER]: '1' } },
    )
    subscriptions.track(getWithHeader)
    expect(getWithHeader.status).toBe(200)
    expect((await inbox(api.endpoint)).status).toBe(200)
  })

  it('does not hold an in-flight request slot: queries from the same address still pass while streams stay open', async () => {
    const ip = freshIp()
    for (let i = 0; i < MAX_IN_FLIGHT_PER_IP + 2; i++) await inbox(api.endpoint, { ip })
    const query = await api.gql('{ organization { slug } }', {}, { ip })
    expect(query.status).toBe(200)
    expect(query.errors).toBeUndefined()
  })

  it('has its own per-address limit (429 past it)', async () => {
    const limited = await api.startAnother({ rateLimitScale: 1 / 16 })
    const endpoint = `${limited.url}/gql/public`
    const ip = freshIp()
    await inbox(endpoint, { ip })
    await inbox(endpoint, { ip })
    const third = await subscribe(endpoint, INBOX_UPDATED, {}, { token: aliceToken, ip })
    subscriptions.track(third)
    expect(third.status).toBe(429)
  })
})

describe('an open stream', () => {
  it('sends heartbeats (SSE comments) while nothing happens', async () => {
    const quick = await api.startAnother({}, { liveHeartbeatMs: 40 })
    const s = await inbox(`${quick.url}/gql/public`)
    // Each heartbeat is a separate comment block; wait for three of them.
    await vi.waitFor(() => expect(s.heartbeats()).toBeGreaterThanOrEqual(3), { timeout: 5_000, interval: 20 })
  })

  it('leaves the hub when its client goes away', async () => {
    const hub = api.server.services.live
    const before = hub.subscriberCount
    const s = await inbox(api.endpoint)
    expect(hub.subscriberCount).toBe(before + 1)
    s.close()
    await vi.waitFor(() => expect(hub.subscriberCount).toBe(before), { timeout: 5_000, interval: 20 })
  })

  it('ends at once on shutdown, without `complete` (the client reconnects elsewhere)', async () => {
    const leaving = await api.startAnother({})
    const streams = [await inbox(`${leaving.url}/gql/public`), await inbox(`${leaving.url}/gql/public`)]
    expect(leaving.liveStreams.count).toBe(2)
    const started = Date.now()
    await leaving.close()
    expect(Date.now() - started).toBeLessThan(SHUTDOWN_GRACE_MS / 2)
    for (const s of streams) expect(await s.ended).toEqual({ withoutComplete: true })
    expect(leaving.liveStreams.count).toBe(0)
  })
})
