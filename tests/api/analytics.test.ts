import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANALYTICS_BATCH_MAX } from '../../src/contract/analytics-events'
import { eventCounts } from '../../server/db/schema'
import { localDay } from './helpers/insights'
import { freshIp, idempotencyKey, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api?.close()
})

const TRACK = 'mutation($e: [TrackEventInput!]!, $k: String!) { trackEvents(events: $e, idempotencyKey: $k) { accepted fieldErrors { field code } } }'
type Tracked = { trackEvents: { accepted: number; fieldErrors: { field: string; code: string }[] } }
// Counted on the organization's local day (the demo organization is in Europe/Paris, decision 100).
const today = () => localDay(new Date())
const countOf = async (name: string, day = today()) =>
  (
    await api.db
      .select()
      .from(eventCounts)
      .where(and(eq(eventCounts.name, name), eq(eventCounts.day, day)))
  )[0]?.count ?? 0

describe('trackEvents', () => {
  it('aggregates a batch per organization, day and name', async () => {
    const events = [{ name: 'page_view' }, { name: 'page_view' }, { name: 'match_started' }, { name: 'page_view', at: new Date().toISOString() }]
    expect(ok(await api.gql<Tracked>(TRACK, { e: events, k: idempotencyKey() })).trackEvents).toEqual({ accepted: 4, fieldErrors: [] })
    expect(await countOf('page_view')).toBe(3)
    expect(await countOf('match_started')).toBe(1)
    const yesterday = new Date(Date.now() - 86_400_000)
    ok(await api.gql<Tracked>(TRACK, { e: [{ name: 'widget_opened', at: yesterday.toISOString() }], k: idempotencyKey() }))
    expect(await countOf('widget_opened', localDay(yesterday))).toBe(1)
  })
  it('rejects unknown names one by one and still counts the known ones', async () => {
    const res = ok(await api.gql<Tracked>(TRACK, { e: [{ name: 'question_sent' }, { name: 'evil<script>' }, { name: 'PAGE_VIEW' }], k: idempotencyKey() })).trackEvents
    expect(res).toEqual({
      accepted: 1,
      fieldErrors: [
        { field: 'events.1.name', code: 'UNKNOWN_EVENT' },
        { field: 'events.2.name', code: 'UNKNOWN_EVENT' },
      ],
    })
    expect(await countOf('evil<script>')).toBe(0)
  })
  it('a beacon retried with the same key is counted once; oversized batches are refused', async () => {
    const k = idempotencyKey()
    const ip = freshIp()
    await api.gql(TRACK, { e: [{ name: 'meeting_booked' }], k }, { ip })
    await api.gql(TRACK, { e: [{ name: 'meeting_booked' }], k }, { ip })
    expect(await countOf('meeting_booked')).toBe(1)
    const tooMany = Array.from({ length: ANALYTICS_BATCH_MAX + 1 }, () => ({ name: 'page_view' }))
    expect(ok(await api.gql<Tracked>(TRACK, { e: tooMany, k: idempotencyKey() })).trackEvents.fieldErrors).toEqual([{ field: 'events', code: 'MAX' }])
  })
  it('accepts a text/plain body, as navigator.sendBeacon sends it', async () => {
    const response = await fetch(api.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ query: TRACK, variables: { e: [{ name: 'community_joined' }], k: idempotencyKey() } }),
    })
    expect(response.status).toBe(200)
    expect(await countOf('community_joined')).toBe(1)
  })
})
