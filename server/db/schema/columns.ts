/** Column helpers shared by the schema's domain files. */
import { sql } from 'drizzle-orm'
import { customType, text, timestamp } from 'drizzle-orm/pg-core'

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const tstz = (name: string) => timestamp(name, { withTimezone: true })
export const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`)

/** Binary data (images re-encoded by the server). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
})
