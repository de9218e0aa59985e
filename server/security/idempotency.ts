/**
 * Idempotency keys: a creating mutation runs inside one transaction that first
 * claims (org, scope, key). A retry with the same key finds the claim and
 * replays the first result; a concurrent retry waits on the unique key until
 * the first transaction ends. If the creation fails, the claim rolls back with
 * it, so the user can correct the input and retry with the same key.
 */
import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { idempotencyKeys } from '../db/schema'
import type { Locale } from '../../src/contract/locale'
import { domainError, FieldErrorsFailure, toFieldErrors } from '../core/field-errors'

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/

export interface IdempotentRequest {
  readonly orgId: string
  readonly scope: string
  readonly key: string
  /** Who asks (session id or ip): a key is never replayed for someone else. */
  readonly subject: string
  /** The input without the key; a different input under the same key is refused. */
  readonly request: unknown
  readonly locale: Locale
}

const fingerprint = (value: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(value) ?? '')
    .digest('hex')

export async function runIdempotent<T>(
  db: Db,
  req: IdempotentRequest,
  create: (tx: Tx) => Promise<{ resultId: string; value: T }>,
  replay: (resultId: string) => Promise<T>,
): Promise<T> {
  if (!IDEMPOTENCY_KEY_PATTERN.test(req.key)) {
    throw new FieldErrorsFailure(toFieldErrors([{ field: 'idempotencyKey', code: 'REGEX', rule: 'regex', params: {} }], null, req.locale))
  }
  const requestHash = fingerprint(req.request)
  const outcome = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ orgId: req.orgId, scope: req.scope, key: req.key, subject: req.subject, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })
    if (claimed.length === 0) return { replayOf: await existingResult(tx, req, requestHash), value: null }
    const created = await create(tx)
    await tx
      .update(idempotencyKeys)
      .set({ resultId: created.resultId })
      .where(and(eq(idempotencyKeys.orgId, req.orgId), eq(idempotencyKeys.scope, req.scope), eq(idempotencyKeys.key, req.key)))
    return { replayOf: null, value: created.value }
  })
  return outcome.replayOf !== null ? replay(outcome.replayOf) : outcome.value
}

async function existingResult(tx: Tx, req: IdempotentRequest, requestHash: string): Promise<string> {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.orgId, req.orgId), eq(idempotencyKeys.scope, req.scope), eq(idempotencyKeys.key, req.key)))
  if (row === undefined || row.resultId === null || row.subject !== req.subject || row.requestHash !== requestHash) {
    throw new FieldErrorsFailure([domainError('idempotencyKey', 'IDEMPOTENCY_KEY_REUSED', req.locale)])
  }
  return row.resultId
}

/** Keys older than a day are forgotten (a retry comes within minutes). */
export async function purgeIdempotencyKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(sql`${idempotencyKeys.createdAt} < now() - interval '1 day'`)
}
