/**
 * The insights bench's data (issue 20), in set-based SQL: 1,000,000 analytics
 * events (counted per day and name, as trackEvents stores them), 100,000
 * questions over the last 365 days (most answered, with a spread of delays),
 * 5,000 meetings, 5,000 community joins and 10,000 ratings. The triggers
 * keep the rollup while the rows go in, as in production.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../server/db/client'

export const EVENTS = 1_000_000
export const QUESTIONS = 100_000

const NAMES = ['page_view', 'widget_opened', 'match_started', 'match_completed', 'question_sent', 'meeting_booked', 'community_joined']

export async function seedInsights(db: Db, orgId: string): Promise<void> {
  // 366 days × 7 names; the counts add up to EVENTS exactly (the remainder goes to the last row).
  const rows = 366 * NAMES.length
  const each = Math.floor(EVENTS / rows)
  await db.execute(sql`insert into event_counts (org_id, day, name, count)
    select ${orgId}::uuid, current_date - d, (string_to_array(${NAMES.join(',')}, ','))[n], ${each} + case when d = 0 and n = ${NAMES.length} then ${EVENTS - each * rows} else 0 end
    from generate_series(0, 365) d, generate_series(1, ${NAMES.length}) n
    on conflict (org_id, day, name) do update set count = excluded.count`)
  const ambassadors = sql`(select array_agg(id order by id) from ambassadors where org_id = ${orgId}::uuid and status = 'active')`
  await db.execute(sql`insert into questions (org_id, ambassador_id, first_name, email, topic, body, locale, status, created_at, answered_at)
    select ${orgId}::uuid, a.ids[1 + g % array_length(a.ids, 1)], 'Bench', 'bench' || g || '@visitor.example', 'Topic ' || (g % 40),
      'Bench question number ' || g || ', with a comma and "quotes"', case when g % 2 = 0 then 'en' else 'fr' end,
      case when g % 5 = 0 then 'open' else 'answered' end,
      now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute',
      case when g % 5 = 0 then null else now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute' + (10 + (g * 37) % 4000) * interval '1 minute' end
    from generate_series(1, ${QUESTIONS}) g, ${ambassadors} as a(ids)`)
  await db.execute(sql`insert into meetings (org_id, ambassador_id, starts_at, ends_at, type, status, first_name, last_name, email, phone, locale, created_at, updated_at)
    select ${orgId}::uuid, a.ids[1 + g % array_length(a.ids, 1)], now() - (g % 365) * interval '1 day' + g * interval '1 minute',
      now() - (g % 365) * interval '1 day' + g * interval '1 minute' + interval '30 minutes', 'video',
      (array['confirmed', 'cancelled', 'pending', 'declined'])[1 + g % 4], 'Bench', 'Visitor', 'meet' || g || '@visitor.example', '+33612345678', 'en',
      now() - (g % 365) * interval '1 day' - interval '3 days', now() - (g % 365) * interval '1 day'
    from generate_series(1, 5000) g, ${ambassadors} as a(ids)`)
  await db.execute(sql`insert into community_joins (community_id, email, marketing_opt_in, locale, created_at)
    select c.ids[1 + g % array_length(c.ids, 1)], 'join' || g || '@visitor.example', g % 3 = 0, 'fr', now() - (g % 365) * interval '1 day'
    from generate_series(1, 5000) g, (select array_agg(id) from communities where org_id = ${orgId}::uuid) as c(ids)`)
  await db.execute(sql`insert into conversation_ratings (question_id, org_id, ambassador_id, rating, created_at)
    select id, org_id, ambassador_id, 1 + (abs(hashtext(id::text)) % 5), answered_at from questions
    where org_id = ${orgId}::uuid and answered_at is not null limit 10000`)
  await db.execute(sql`analyze`)
}
