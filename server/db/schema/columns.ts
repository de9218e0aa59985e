/** Column helpers shared by the schema's domain files. */
import { sql } from 'drizzle-orm'
import { text, timestamp } from 'drizzle-orm/pg-core'

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const tstz = (name: string) => timestamp(name, { withTimezone: true })
export const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`)
