/**
 * Issue 20: the CSV exports, each checked row by row against the database;
 * a formula in a visitor's text comes out neutralised; staff only (401, 403);
 * a long export arrives in several chunks; every download is audited without
 * personal data.
 */
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ambassadors, auditEntries, communities, communityJoins, meetings, questions } from '../../server/db/schema'
import { download, parseCsv } from './helpers/csv'
import { alice, bruno, OWNER_EMAIL, signInAs, signInAsStaff, visitorToken } from './helpers/fixtures'
import { demoOrgId, insertJoin, insertMeeting, insertQuestion } from './helpers/insights'
import { startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
let owner = ''
let orgId = ''
// 3–4 February 2025 in Paris (UTC+1).
const START = new Date('2025-02-02T23:00:00Z')
const END = new Date('2025-02-04T23:00:00Z')
const url = (kind: string, from = '2025-02-03', to = '2025-02-04') => `${api.url}/exports/${kind}.csv?from=${from}&to=${to}`
const cell = (v: string | Date | number | boolean | null): string => {
  if (v === null) return ''
  const text = v instanceof Date ? v.toISOString() : String(v)
  return typeof v === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

beforeAll(async () => {
  api = await startTestApi()
  owner = await signInAsStaff(api, OWNER_EMAIL)
  orgId = await demoOrgId(api.db)
  // 2,100 questions, a second apart, from 00:00 Paris on the 3rd (two batches and a bit).
  await api.db.execute(sql`insert into questions (org_id, ambassador_id, first_name, email, topic, body, locale, status, created_at, answered_at)
    select ${orgId}, ${alice.id}, 'Bulk, "quoted"', 'bulk' || g || '@example.com', 'Topic ' || (g % 7), 'Question number ' || g || E'\nsecond line', 'fr',
      case when g % 3 = 0 then 'answered' else 'open' end, ${START.toISOString()}::timestamptz + g * interval '1 second',
      case when g % 3 = 0 then ${START.toISOString()}::timestamptz + g * interval '1 second' + interval '2 hours' end
    from generate_series(1, 2100) g`)
  await insertQuestion(api.db, orgId, bruno.id, {
    createdAt: new Date('2025-02-04T12:00:00Z'),
    body: '=HYPERLINK("http://evil.test","click")',
    topic: '@SUM(A1)',
    email: 'formula@example.com',
  })
  // Outside the range (00:00 on the 5th in Paris).
  await insertQuestion(api.db, orgId, bruno.id, { createdAt: END, email: 'late@example.com' })
  await insertMeeting(api.db, orgId, alice.id, {
    createdAt: new Date('2025-02-03T10:00:00Z'),
    startsAt: new Date('2025-02-10T10:00:00Z'),
    status: 'confirmed',
    email: 'meet@example.com',
  })
  await insertMeeting(api.db, orgId, bruno.id, {
    createdAt: new Date('2025-02-04T10:00:00Z'),
    startsAt: new Date('2025-02-11T10:00:00Z'),
    status: 'cancelled',
    email: 'cancel@example.com',
  })
  await insertJoin(api.db, orgId, new Date('2025-02-03T09:00:00Z'), 'optin@example.com', true)
  await insertJoin(api.db, orgId, new Date('2025-02-03T09:30:00Z'), 'no-optin@example.com', false)
  await insertJoin(api.db, orgId, new Date('2025-02-06T09:30:00Z'), 'later-optin@example.com', true)
})
afterAll(async () => {
  await api?.close()
})

describe('exports', () => {
  it('questions: BOM, header, every row of the range equal to the database, formulas neutralised, in several chunks', async () => {
    const got = await download(url('questions'), owner)
    expect(got.status).toBe(200)
    expect(got.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(got.headers.get('content-disposition')).toBe('attachment; filename="questions-2025-02-03-2025-02-04.csv"')
    expect(got.text.startsWith('\uFEFF')).toBe(true)
    expect(got.chunks).toBeGreaterThan(1)
    const [header, ...rows] = parseCsv(got.text.slice(1))
    expect(header).toEqual([
      'id',
      'asked_at',
      'status',
      'topic',
      'question',
      'first_name',
      'email',
      'language',
      'ambassador_id',
      'ambassador',
      'answered_at',
      'first_answer_minutes',
    ])
    const stored = await api.db
      .select({ q: questions, first: ambassadors.firstName, last: ambassadors.lastName })
      .from(questions)
      .innerJoin(ambassadors, eq(ambassadors.id, questions.ambassadorId))
      .where(and(eq(questions.orgId, orgId), gte(questions.createdAt, START), lt(questions.createdAt, END)))
      .orderBy(asc(questions.createdAt), asc(questions.id))
    expect(rows).toHaveLength(stored.length)
    expect(stored.length).toBeGreaterThanOrEqual(2101)
    stored.forEach(({ q, first, last }, i) => {
      const minutes = q.answeredAt === null ? null : Math.round((q.answeredAt.getTime() - q.createdAt.getTime()) / 60_000)
      expect(rows[i]).toEqual([q.id, q.createdAt, q.status, q.topic, q.body, q.firstName, q.email, q.locale, q.ambassadorId, `${first} ${last}`, q.answeredAt, minutes].map(cell))
    })
    const formula = rows.find((r) => r[6] === 'formula@example.com')
    expect(formula?.[4]).toBe('\'=HYPERLINK("http://evil.test","click")')
    expect(formula?.[3]).toBe("'@SUM(A1)")
    expect(rows.some((r) => r[6] === 'late@example.com')).toBe(false)
  })

  it('meetings and community joins, row by row', async () => {
    const m = parseCsv((await download(url('meetings'), owner)).text.slice(1)).slice(1)
    const storedMeetings = await api.db
      .select()
      .from(meetings)
      .where(and(eq(meetings.orgId, orgId), gte(meetings.createdAt, START), lt(meetings.createdAt, END)))
      .orderBy(asc(meetings.createdAt), asc(meetings.id))
    expect(m.map((r) => [r[0], r[1], r[5], r[8], r[9]])).toEqual(storedMeetings.map((x) => [x.id, x.createdAt, x.status, x.email, x.phone].map(cell)))
    expect(m.map((r) => r[8])).toEqual(['meet@example.com', 'cancel@example.com'])
    const j = parseCsv((await download(url('joins'), owner)).text.slice(1)).slice(1)
    const storedJoins = await api.db
      .select({ id: communityJoins.id, at: communityJoins.createdAt, slug: communities.slug, email: communityJoins.email, optIn: communityJoins.marketingOptIn })
      .from(communityJoins)
      .innerJoin(communities, eq(communities.id, communityJoins.communityId))
      .where(and(eq(communities.orgId, orgId), gte(communityJoins.createdAt, START), lt(communityJoins.createdAt, END)))
      .orderBy(asc(communityJoins.createdAt), asc(communityJoins.id))
    expect(j.map((r) => [r[0], r[1], r[2], r[3], r[5]])).toEqual(storedJoins.map((x) => [x.id, x.at, x.slug, x.email, x.optIn].map(cell)))
  })

  it('leads: only the visitors who opted in to marketing', async () => {
    const rows = parseCsv((await download(url('leads'), owner)).text.slice(1))
    expect(rows[0]).toEqual(['email', 'language', 'first_opt_in_at', 'communities'])
    expect(rows.slice(1).map((r) => r[0])).toEqual(['optin@example.com'])
  })

  it('is for staff only: 401 without a token, 403 for an ambassador or a visitor; 400 for a bad range, translated', async () => {
    expect((await download(url('questions'), null)).status).toBe(401)
    expect((await download(url('questions'), await signInAs(api, alice.email))).status).toBe(403)
    expect([401, 403]).toContain((await download(url('questions'), await visitorToken(api))).status)
    const bad = await download(url('questions', '2025-02-04', '2025-02-03'), owner, 'fr')
    expect(bad.status).toBe(400)
    expect(bad.text).toContain('366 jours')
    expect((await download(`${api.url}/exports/secrets.csv?from=2025-02-03&to=2025-02-04`, owner)).status).toBe(404)
  })

  it('audits every download: kind, range and row count, no personal data', async () => {
    const entries = await api.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.orgId, orgId), eq(auditEntries.kind, 'insights.export')))
    const questionsEntry = entries.find((e) => e.target === 'questions')
    const recorded = JSON.parse(questionsEntry?.after ?? '{}') as { from?: string; to?: string; rows?: number; complete?: boolean }
    expect(recorded).toMatchObject({ from: '2025-02-03', to: '2025-02-04', complete: true })
    expect(recorded.rows).toBeGreaterThanOrEqual(2101)
    expect(entries.map((e) => e.target).sort()).toEqual(['joins', 'leads', 'meetings', 'questions'])
    expect(JSON.stringify(entries)).not.toMatch(/@example\.com/)
  })
})
