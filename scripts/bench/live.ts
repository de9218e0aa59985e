/**
 * `npm run bench:live` (issue 19): 1,000 concurrent SSE subscribers on one
 * API instance, each following its own conversation (`threadUpdated`), on
 * PostgreSQL (scripts/with-postgres.ts when DATABASE_URL is not set). For
 * LIVE_DURATION_S (default 300) the bench publishes on the live channel as
 * the write paths do — 20 events a second to random subscribers, and every
 * 30 s one to every subscriber at once — and times publish → delivery at the
 * subscriber. The API's RSS and heap are sampled every 5 s (goal: flat).
 * Writes .bench/live.json (a hand-over file for `npm run bench`).
 */
import { fork, spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { openDatabase } from '../../server/db/client'
import { organizations, questions } from '../../server/db/schema'
import { encodeEvent, LIVE_CHANNEL, publishLive } from '../../server/live/events'
import { mintThreadToken } from '../../server/questions/access'
import { eq, sql } from 'drizzle-orm'
import { formatTable, type Figure } from './figures'
import { MAX_RSS_GROWTH, rssGrowth, type RssSample } from './memory'
import { root } from './server'
import { openStreams, type Deliveries } from './live-subscribers'
import { freePort } from '../lib/free-port'

const SUBSCRIBERS = Number(process.env.LIVE_SUBSCRIBERS ?? 1000)
const durationS = Number(process.env.LIVE_DURATION_S ?? 300)
const EVENTS_PER_SECOND = 20
const BROADCAST_EVERY_MS = 30_000
const SAMPLE_EVERY_MS = 5000
const P95_GOAL_MS = 200

if (!process.env.DATABASE_URL) {
  const tsx = join(root, 'node_modules/.bin/tsx')
  const result = spawnSync(tsx, [join(root, 'scripts/with-postgres.ts'), tsx, 'scripts/bench/live.ts'], { cwd: root, stdio: 'inherit' })
  process.exit(result.status ?? 1)
}
const databaseUrl = process.env.DATABASE_URL
const benchDir = join(root, '.bench')
mkdirSync(benchDir, { recursive: true })
const progress = (message: string): void => void process.stderr.write(`• ${message}\n`)

// The API: its own process, migrating and seeding the database.
const port = await freePort()
const child = fork(join(root, 'scripts/bench/live-server.ts'), [], {
  cwd: root,
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', DEMO: '1', LOG_LEVEL: 'warn', RATE_LIMIT_SCALE: '100', SCHEDULER_INTERVAL_SECONDS: 'off' },
})
type Sample = { type: 'sample'; rss: number; heapUsed: number; streams: number; subscribers: number }
const replies: ((message: Sample) => void)[] = []
const ready = new Promise<string>((resolve, reject) => {
  child.on('message', (message: { type: 'ready'; url: string } | Sample) => {
    if (message.type === 'ready') resolve(message.url)
    else replies.shift()?.(message)
  })
  child.once('exit', (code) => reject(new Error(`the API exited with ${code}`)))
})
const url = await ready
const sample = (): Promise<Sample> =>
  new Promise((resolve) => {
    replies.push(resolve)
    child.send({ type: 'sample' })
  })

// One conversation per subscriber, with its link's token (rows as askQuestion writes them).
const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 })
const [org] = await database.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, 'demo'))
const [holder] = await database.db.select({ id: questions.ambassadorId }).from(questions).limit(1)
if (org === undefined || holder === undefined) throw new Error('the demo organization is not seeded')
progress(`${SUBSCRIBERS} conversations`)
const threads: { id: string; token: string }[] = []
for (let i = 0; i < SUBSCRIBERS; i++) {
  const [q] = await database.db
    .insert(questions)
    .values({ orgId: org.id, ambassadorId: holder.id, firstName: 'Bench', email: `live-bench-${i}@example.com`, topic: `Live ${i}`, body: 'Is there a shuttle?', locale: 'en' })
    .returning({ id: questions.id })
  if (q !== undefined) threads.push({ id: q.id, token: await mintThreadToken(database.db, q.id) })
}

progress(`${SUBSCRIBERS} SSE subscribers`)
const deliveries: Deliveries = { latencies: [], broadcastLatencies: [], publishedAt: new Map(), lost: 0 }
const streams = await openStreams(`${url}/gql/public`, threads, deliveries)
const opened = await sample()
progress(`server holds ${opened.streams} streams, ${opened.subscribers} subscribers; publishing for ${durationS} s`)

const samples: RssSample[] = []
const heap: number[] = []
const publish = async (threadId: string, broadcast: boolean): Promise<void> => {
  deliveries.publishedAt.set(threadId, { at: performance.now(), broadcast })
  await publishLive(database.db, { topic: 'thread', orgId: org.id, threadId, kind: 'ANSWERED' })
}
const started = Date.now()
let nextSample = started
let nextBroadcast = started + BROADCAST_EVERY_MS
let published = 0
while (Date.now() - started < durationS * 1000) {
  const tickStarted = Date.now()
  if (tickStarted >= nextSample) {
    const s = await sample()
    samples.push({ atMs: tickStarted - started, bytes: s.rss })
    heap.push(s.heapUsed)
    nextSample += SAMPLE_EVERY_MS
  }
  if (tickStarted >= nextBroadcast) {
    // The singles still on their way first: each subscriber has one event in flight at a time.
    await streams.settled(1000)
    // One statement, committed at once: the fan-out measured is the server's, not this bench's round trips.
    const payloads = threads.map((t) => encodeEvent({ topic: 'thread', orgId: org.id, threadId: t.id, kind: 'ANSWERED' }))
    const at = performance.now()
    for (const t of threads) deliveries.publishedAt.set(t.id, { at, broadcast: true })
    await database.db.execute(sql`select pg_notify(${LIVE_CHANNEL}, p) from json_array_elements_text(${JSON.stringify(payloads)}::json) as p`)
    published += threads.length
    nextBroadcast += BROADCAST_EVERY_MS
  } else {
    const t = threads[Math.floor(Math.random() * threads.length)]
    if (t !== undefined && !deliveries.publishedAt.has(t.id)) {
      await publish(t.id, false)
      published++
    }
  }
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 / EVENTS_PER_SECOND - (Date.now() - tickStarted))))
}
// The last events' deliveries: the subscribers report them as they come; the stragglers count as lost.
await streams.settled(5000)
const closing = await sample()
streams.close()
child.send({ type: 'stop' })
await database.close()

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}
const all = [...deliveries.latencies, ...deliveries.broadcastLatencies]
const memory = rssGrowth(samples)
const heapGrowth = rssGrowth(heap.map((bytes, i) => ({ atMs: i, bytes })))
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`
const ms = (value: number): string => `${value.toFixed(1)} ms`
const figures: Figure[] = [
  {
    group: 'Live',
    name: `SSE subscribers on one instance (streams held at the start → end)`,
    value: `${opened.streams} → ${closing.streams}`,
    goal: `${SUBSCRIBERS}`,
    pass: opened.streams === SUBSCRIBERS && closing.streams === SUBSCRIBERS,
  },
  {
    group: 'Live',
    name: `publish → delivery p95, all ${all.length} deliveries`,
    value: ms(percentile(all, 95)),
    goal: `≤ ${P95_GOAL_MS} ms`,
    pass: percentile(all, 95) <= P95_GOAL_MS,
  },
  {
    group: 'Live',
    name: `p50 / p99, ${EVENTS_PER_SECOND} events/s to single subscribers`,
    value: `${ms(percentile(deliveries.latencies, 50))} / ${ms(percentile(deliveries.latencies, 99))}`,
    goal: '—',
    pass: null,
  },
  {
    group: 'Live',
    name: `p50 / p95, every ${BROADCAST_EVERY_MS / 1000} s an event to all ${SUBSCRIBERS} at once`,
    value: `${ms(percentile(deliveries.broadcastLatencies, 50))} / ${ms(percentile(deliveries.broadcastLatencies, 95))}`,
    goal: `p95 ≤ ${P95_GOAL_MS} ms`,
    pass: percentile(deliveries.broadcastLatencies, 95) <= P95_GOAL_MS,
  },
  {
    group: 'Live',
    name: `events lost (published ${published})`,
    value: String(deliveries.lost + deliveries.publishedAt.size),
    goal: '0',
    pass: deliveries.lost + deliveries.publishedAt.size === 0,
  },
  {
    group: 'Live',
    name: `API RSS, median of first → last third (${samples.length} samples every ${SAMPLE_EVERY_MS / 1000} s over ${durationS} s)`,
    value: `${mb(memory.first)} → ${mb(memory.last)} (${(memory.growth * 100).toFixed(1)} %)`,
    goal: `growth ≤ ${MAX_RSS_GROWTH * 100} %`,
    pass: memory.pass,
  },
  {
    group: 'Live',
    name: 'API heap used, median of first → last third',
    value: `${mb(heapGrowth.first)} → ${mb(heapGrowth.last)} (${(heapGrowth.growth * 100).toFixed(1)} %)`,
    goal: `growth ≤ ${MAX_RSS_GROWTH * 100} %`,
    pass: heapGrowth.pass,
  },
]
console.log(`\nnpm run bench:live — ${new Date().toISOString()} — ${SUBSCRIBERS} subscribers, ${durationS} s\n`)
console.log(formatTable(figures))
console.log(`\nRSS samples (MB): ${samples.map((s) => (s.bytes / 1024 / 1024).toFixed(0)).join(' ')}`)
console.log(`Heap samples (MB): ${heap.map((b) => (b / 1024 / 1024).toFixed(0)).join(' ')}`)
writeFileSync(join(benchDir, 'live.json'), JSON.stringify({ measuredAt: new Date().toISOString(), figures, samples, heap }, null, 2))
process.exit(figures.every((f) => f.pass !== false) ? 0 : 1)
