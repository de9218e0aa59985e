/**
 * `npm run bench:insights` (issue 20): on PostgreSQL (a throw-away cluster,
 * scripts/with-postgres.ts) with 1,000,000 events and 100,000 questions
 * (insights-seed.ts), through the real HTTP API: the p95 of the dashboard's
 * queries (goal ≤ 150 ms), the 100,000-row questions export (goal ≤ 10 s)
 * and the rollup's full rebuild. Writes `.bench/insights.json`, which
 * `npm run bench` shows.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { startServer } from '../../server/app'
import { openDatabase } from '../../server/db/client'
import { migrateDatabase } from '../../server/db/migrate'
import { organizations, staffMembers, staffSessions } from '../../server/db/schema'
import { DEMO_ORG_SLUG } from '../../server/demo/seed-fixtures'
import { loadEnv } from '../../server/env'
import { rebuildRollup } from '../../server/insights/rollup'
import { hashSecret, newToken } from '../../server/security/tokens'
import { GRAPHQL_PATH } from '../../src/contract/graphql-endpoint'
import { withPostgres } from '../with-postgres'
import { EVENTS, QUESTIONS, seedInsights } from './insights-seed'
import { root } from './server'

const RUNS = Number(process.env.BENCH_INSIGHTS_RUNS ?? 40)
const TOTALS =
  'visits widgetOpens matchesStarted matchesCompleted questionsAsked questionsAnswered meetingsBooked meetingsHeld meetingsCancelled communityJoins medianFirstAnswerMinutes answeredWithin24hShare feedbackAverage feedbackCount'
const DASHBOARD = `query($from: Date!, $to: Date!) { insights(from: $from, to: $to) { timeZone series { date visits widgetOpens matchesStarted matchesCompleted questionsAsked questionsAnswered meetingsBooked meetingsHeld meetingsCancelled communityJoins }
  totals { ${TOTALS} } previousTotals { ${TOTALS} } funnel { visits matchesCompleted engaged } medianFirstAnswerMinutes answeredWithin24hShare
  firstAnswerByWeek { weekStart answered medianFirstAnswerMinutes answeredWithin24hShare } feedback { count average } topTopics { label count } topFields { label key count } } }`
const AMBASSADORS = `query($from: Date!, $to: Date!) { ambassadorInsights(from: $from, to: $to, orderBy: QUESTIONS_RECEIVED) { ambassador { id firstName lastName } questionsReceived questionsAnswered medianAnswerMinutes overdue meetingsHeld feedbackAverage feedbackCount lastActiveAt } }`

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1] ?? 0

async function main(): Promise<void> {
  const report = await withPostgres(async (adminUrl) => {
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query('drop database if exists ap_bench_insights with (force)')
    await admin.query('create database ap_bench_insights')
    await admin.end()
    const url = new URL(adminUrl)
    url.pathname = '/ap_bench_insights'
    const database = await openDatabase({ kind: 'postgres', url: url.toString() })
    await migrateDatabase(database)
    const server = await startServer({
      env: loadEnv({ NODE_ENV: 'test', PUBLIC_URL: 'http://portal.test' }),
      database,
      port: 0,
      host: '127.0.0.1',
      apiOnly: true,
      mailer: null,
      seed: true,
      quiet: true,
    })
    try {
      const { db } = database
      const [org] = await db.select().from(organizations).where(eq(organizations.slug, DEMO_ORG_SLUG))
      const [owner] = await db.select().from(staffMembers).where(eq(staffMembers.role, 'owner')).limit(1)
      if (org === undefined || owner === undefined) throw new Error('no seeded demo organization')
      console.error(`[bench:insights] seeding ${EVENTS} events and ${QUESTIONS} questions`)
      const seedStart = performance.now()
      await seedInsights(db, org.id)
      const seedMs = performance.now() - seedStart
      const token = newToken('ss_')
      await db.insert(staffSessions).values({ staffId: owner.id, tokenHash: hashSecret(token), expiresAt: new Date(Date.now() + 3_600_000) })
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` }
      const timeQuery = async (query: string, from: string, to: string): Promise<number[]> => {
        const times: number[] = []
        for (let i = 0; i < RUNS + 3; i++) {
          const started = performance.now()
          const response = await fetch(`${server.url}${GRAPHQL_PATH}`, { method: 'POST', headers, body: JSON.stringify({ query, variables: { from, to } }) })
          const json = (await response.json()) as { errors?: unknown }
          if (json.errors !== undefined) throw new Error(JSON.stringify(json.errors))
          if (i >= 3) times.push(performance.now() - started) // three warm-up requests
        }
        return times
      }
      console.error('[bench:insights] dashboard queries')
      const last30 = await timeQuery(DASHBOARD, day(-29), day(0))
      const last365 = await timeQuery(DASHBOARD, day(-365), day(0))
      const perAmbassador = await timeQuery(AMBASSADORS, day(-29), day(0))
      console.error('[bench:insights] export and rebuild')
      const exportStart = performance.now()
      const csv = await fetch(`${server.url}/exports/questions.csv?from=${day(-365)}&to=${day(0)}`, { headers: { authorization: `Bearer ${token}` } })
      const text = await csv.text()
      const exportMs = performance.now() - exportStart
      const exportedRows = text.split('\r\n').length - 2
      const rebuildStart = performance.now()
      const rollupRows = await rebuildRollup(db, { id: org.id, timeZone: org.timeZone })
      const rebuildMs = performance.now() - rebuildStart
      return { seedMs, last30, last365, perAmbassador, exportMs, exportedRows, rebuildMs, rollupRows }
    } finally {
      await server.close()
      await database.close()
    }
  })
  const ms = (v: number) => Math.round(v)
  const figures = [
    {
      name: 'insights dashboard, last 30 days, p95 (PostgreSQL, 1,000,000 events, 100,000 questions)',
      value: ms(p95(report.last30)),
      unit: 'ms',
      goal: '≤ 150',
      pass: p95(report.last30) <= 150,
    },
    { name: 'insights dashboard, last 366 days, p95', value: ms(p95(report.last365)), unit: 'ms', goal: '≤ 150', pass: p95(report.last365) <= 150 },
    { name: 'per-ambassador insights, last 30 days, p95', value: ms(p95(report.perAmbassador)), unit: 'ms', goal: '≤ 150', pass: p95(report.perAmbassador) <= 150 },
    {
      name: `questions export, ${report.exportedRows} rows`,
      value: ms(report.exportMs),
      unit: 'ms',
      goal: '≤ 10000',
      pass: report.exportMs <= 10_000 && report.exportedRows >= QUESTIONS,
    },
    { name: `rollup full rebuild (${report.rollupRows} rows)`, value: ms(report.rebuildMs), unit: 'ms', goal: '—', pass: null },
    { name: 'seeding (set-based SQL, triggers on)', value: ms(report.seedMs), unit: 'ms', goal: '—', pass: null },
    { name: 'machine load average (1 min) at the end', value: Math.round((loadavg()[0] ?? 0) * 10) / 10, unit: '', goal: '—', pass: null },
  ]
  mkdirSync(join(root, '.bench'), { recursive: true })
  writeFileSync(join(root, '.bench', 'insights.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, figures }, null, 2)}\n`)
  // A missed goal is a figure of the table (npm run bench), not a failure of this script.
  for (const f of figures) console.log(`${f.name}: ${f.value} ${f.unit} (goal ${f.goal})${f.pass === false ? ' MISSED' : ''}`)
}

main().catch((error: unknown) => {
  console.error('[bench:insights]', error instanceof Error ? error.stack : error)
  process.exit(1)
})
