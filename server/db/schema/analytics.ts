/** Analytics: event counts per organization and day. */
import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { orgIdColumn } from './organizations'

export const eventCounts = pgTable(
  'event_counts',
  {
    orgId: orgIdColumn(),
    day: date('day').notNull(),
    name: text('name').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.day, t.name] })],
)
