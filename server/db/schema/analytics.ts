/** Analytics: event counts per organization and day. */
import { date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { organizations } from './organizations'

export const eventCounts = pgTable(
  'event_counts',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    name: text('name').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.day, t.name] })],
)
