/**
 * Since when a conversation waits for its ambassador (decision 090): the
 * visitor's last message — the question, or the latest follow-up — or, when
 * later, the moment it reached its current ambassador. `greatest` skips the
 * nulls (never reassigned, no follow-up).
 */
import { sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'

/** The visitor's wait, whoever holds the conversation (the staff digest). */
export const visitorWaitingSince = (alias: string): SQL => sql.raw(`greatest(${alias}.created_at, ${alias}.last_follow_up_at)`)

/** The current ambassador's wait: the reminders' clock (reassignment restarts it). */
export const replyClock = (alias: string): SQL => sql.raw(`greatest(${alias}.created_at, ${alias}.reassigned_at, ${alias}.last_follow_up_at)`)
