/**
 * What the staff digest reports, section by section; a section with nothing
 * to say is left out, and a digest with no section is not sent.
 */
import { sql } from 'drizzle-orm'
import { QUESTION_OVERDUE_HOURS } from '../../src/contract/limits'
import type { Tx } from '../db/client'
import { queryRows } from '../db/client'
import type { DigestSection, OpenReportsSection, ProfileReviewsSection, WaitingQuestionsSection } from '../notifications/nudge-templates'
import { questionIsFrozen } from '../safeguarding/frozen'
import { visitorWaitingSince } from './reply-clock'

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`

/**
 * Open questions whose visitor wrote last more than 48 hours ago (the
 * question or a follow-up: the visitor's wait, whoever holds it now), per ambassador holding them, the longest waits
 * first. Frozen ones are staff's already (the reports section).
 */
export async function waitingQuestionsSection(tx: Tx, orgId: string, now: Date): Promise<WaitingQuestionsSection | null> {
  const rows = await queryRows<{ first_name: string; last_name: string; status: string; count: number; longest_hours: number }>(
    tx,
    sql`select a.first_name, a.last_name, a.status, count(*)::int as count,
          floor(extract(epoch from ${at(now)} - min(${visitorWaitingSince('q')})) / 3600)::int as longest_hours
        from questions q join ambassadors a on a.id = q.ambassador_id
        where q.org_id = ${orgId} and q.status = 'open'
          and ${visitorWaitingSince('q')} <= ${at(now)} - make_interval(hours => ${QUESTION_OVERDUE_HOURS})
          and not ${questionIsFrozen(sql`q.id`)}
        group by a.id, a.first_name, a.last_name, a.status
        order by longest_hours desc, a.last_name, a.first_name`,
  )
  if (rows.length === 0) return null
  return {
    kind: 'waiting_questions',
    items: rows.map((r) => ({
      // An erased ambassador's row is blank: their questions were closed, but say who if one slips through.
      ambassador: `${r.first_name} ${r.last_name}`.trim() || '—',
      inactive: r.status !== 'active',
      count: Number(r.count),
      longestHours: Number(r.longest_hours),
    })),
  }
}

/** The organization's open reports (frozen conversations) and the age of the oldest, in hours. */
export async function openReportsSection(tx: Tx, orgId: string, now: Date): Promise<OpenReportsSection | null> {
  const [row] = await queryRows<{ count: number; oldest_hours: number | null }>(
    tx,
    sql`select count(*)::int as count, floor(extract(epoch from ${at(now)} - min(created_at)) / 3600)::int as oldest_hours
        from moderation_items where org_id = ${orgId} and kind = 'report' and status = 'open'`,
  )
  const count = Number(row?.count ?? 0)
  if (count === 0) return null
  return { kind: 'open_reports', count, oldestHours: Number(row?.oldest_hours ?? 0) }
}

/** Profile changes waiting for review and new profiles waiting for approval (issue 32), with the oldest wait. */
export async function profileReviewsSection(tx: Tx, orgId: string, now: Date): Promise<ProfileReviewsSection | null> {
  const [row] = await queryRows<{ changes: number; new_profiles: number; oldest_hours: number | null }>(
    tx,
    sql`with waiting as (
          select created_at as since, 'change' as kind from profile_revisions where org_id = ${orgId} and status = 'pending'
          union all
          select coalesce(submitted_at, created_at), 'new' from ambassadors where org_id = ${orgId} and status = 'pending'
        )
        select count(*) filter (where kind = 'change')::int as changes, count(*) filter (where kind = 'new')::int as new_profiles,
          floor(extract(epoch from ${at(now)} - min(since)) / 3600)::int as oldest_hours
        from waiting`,
  )
  const changes = Number(row?.changes ?? 0)
  const newProfiles = Number(row?.new_profiles ?? 0)
  if (changes + newProfiles === 0) return null
  return { kind: 'profile_reviews', changes, newProfiles, oldestHours: Math.max(0, Number(row?.oldest_hours ?? 0)) }
}

/** Every section with something to report, in the digest's order. */
export async function digestSections(tx: Tx, orgId: string, now: Date): Promise<DigestSection[]> {
  const sections = [await openReportsSection(tx, orgId, now), await profileReviewsSection(tx, orgId, now), await waitingQuestionsSection(tx, orgId, now)]
  return sections.filter((s): s is DigestSection => s !== null)
}
