/**
 * Insights (issue 20, decision 101): what the dashboard reads instead of the
 * big tables. Counts only — no person in them, nothing for erasure to remove.
 */
import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { orgIdColumn } from './organizations'

/**
 * Per organization, local day (the organization's time zone) and metric, the
 * figures derived from questions, meetings and joins. Kept current by
 * triggers in the writing transaction (migration "insights"); a rebuild
 * (server/insights/rollup.ts) recounts it from those tables.
 */
export const insightsDaily = pgTable(
  'insights_daily',
  {
    orgId: orgIdColumn(),
    day: date('day').notNull(),
    metric: text('metric').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.day, t.metric] })],
)
