/**
 * What a service works with, given explicitly by whoever calls it (a
 * GraphQL resolver, a plain HTTP route, a worker, the scheduler, the command
 * line): the database, the organization it acts for, the configuration, the
 * time, and the language of the caller's messages. A service declares the
 * part it needs (`Pick<Deps, 'db' | 'org'>`, or more with `& {…}`), so a
 * caller that is not GraphQL can build it from what it has.
 */
import type { Locale } from '../../src/contract/locale'
import type { Db } from '../db/client'
import type { Env } from '../env'
import type { OrgRecord } from './organization'

/** The current time; tests and the scheduler may give another. */
export type Clock = () => Date

export const systemClock: Clock = () => new Date()

export interface Deps {
  readonly db: Db
  readonly org: OrgRecord
  readonly env: Env
  readonly clock: Clock
  /** The language of the caller's messages: field errors, and mails to the caller. */
  readonly locale: Locale
}

/** A request's caller as rate limits and idempotency keys see it. */
export interface Caller {
  readonly ip: string
  /** The visitor session the request carries, or null. */
  readonly visitorSessionId: string | null
  /** Whom per-caller limits and idempotency keys belong to: `session:<id>`, or `ip:<address>` without a session. */
  readonly subject: string
}
