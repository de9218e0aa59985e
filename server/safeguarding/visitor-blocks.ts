/**
 * Addresses staff stopped from asking (issue 18): blockVisitor /
 * unblockVisitor, and the check askQuestion runs. Reversible: unblocking
 * deletes the row. The audit entry names the block's id, never the address
 * (audit entries outlive an erasure). A block answers the open reports on
 * that visitor's conversations (report-outcomes.ts): their reporters are told.
 */
import { and, desc, eq } from 'drizzle-orm'
import type { Locale } from '../../src/contract/locale'
import { blockVisitorSchema } from '../../src/contract/validation/moderation-schemas'
import { signInEmailSchema } from '../../src/contract/validation/schemas'
import type { Db, Tx } from '../db/client'
import { visitorBlocks } from '../db/schema'
import type { StaffActor } from '../core/actor'
import type { Deps } from '../core/deps'
import { assertValid } from '../core/validation'
import { domainError, FieldErrorsFailure } from '../core/field-errors'
import { recordAudit } from '../audit/record'
import type { VisitorBlockRow } from '../db/rows'
import { closeReportsOnBlock, reportedConversationsOfVisitor } from './report-outcomes'

const normalised = (email: string): string => email.trim().toLowerCase()

export async function isBlocked(db: Db | Tx, orgId: string, email: string): Promise<boolean> {
  if (email === '') return false
  const rows = await db
    .select({ id: visitorBlocks.id })
    .from(visitorBlocks)
    .where(and(eq(visitorBlocks.orgId, orgId), eq(visitorBlocks.email, normalised(email))))
    .limit(1)
  return rows.length > 0
}

/** VISITOR_BLOCKED on `email` for an address staff blocked. */
export async function assertNotBlocked(db: Db | Tx, orgId: string, email: string, locale: Locale): Promise<void> {
  if (await isBlocked(db, orgId, email)) throw new FieldErrorsFailure([domainError('email', 'VISITOR_BLOCKED', locale)])
}

export async function listBlocks(deps: Pick<Deps, 'db' | 'org'>): Promise<VisitorBlockRow[]> {
  return deps.db.select().from(visitorBlocks).where(eq(visitorBlocks.orgId, deps.org.id)).orderBy(desc(visitorBlocks.createdAt)).limit(500)
}

/** Blocking an address already blocked keeps the first block (and its reason). */
export async function blockVisitor(
  deps: Pick<Deps, 'db' | 'org' | 'env' | 'locale'>,
  actor: StaffActor,
  args: { email: string; reason: string },
): Promise<{ block: VisitorBlockRow }> {
  const email = normalised(args.email)
  const reason = args.reason.trim()
  assertValid(blockVisitorSchema, { email, reason }, deps.locale)
  return deps.db.transaction(async (tx) => {
    const [created] = await tx.insert(visitorBlocks).values({ orgId: deps.org.id, email, reason, blockedBy: actor.email }).onConflictDoNothing().returning()
    if (created === undefined) {
      const [existing] = await tx
        .select()
        .from(visitorBlocks)
        .where(and(eq(visitorBlocks.orgId, deps.org.id), eq(visitorBlocks.email, email)))
      if (existing === undefined) throw new Error('visitor block vanished')
      return { block: existing }
    }
    await recordAudit(tx, { orgId: deps.org.id, actorEmail: actor.email, kind: 'visitor.block', target: created.id })
    await closeReportsOnBlock(deps, tx, actor.email, await reportedConversationsOfVisitor(tx, deps.org.id, email), 'visitor')
    return { block: created }
  })
}

export async function unblockVisitor(deps: Pick<Deps, 'db' | 'org' | 'locale'>, actor: StaffActor, args: { email: string }): Promise<{ block: null }> {
  const email = normalised(args.email)
  assertValid(signInEmailSchema, { email }, deps.locale)
  await deps.db.transaction(async (tx) => {
    const removed = await tx
      .delete(visitorBlocks)
      .where(and(eq(visitorBlocks.orgId, deps.org.id), eq(visitorBlocks.email, email)))
      .returning({ id: visitorBlocks.id })
    for (const { id } of removed) await recordAudit(tx, { orgId: deps.org.id, actorEmail: actor.email, kind: 'visitor.unblock', target: id })
  })
  return { block: null }
}
