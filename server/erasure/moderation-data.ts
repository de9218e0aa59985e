/**
 * Safeguarding data of a person (issue 18), for erasure and export: what a
 * visitor wrote that was flagged or reported (items carry the author's
 * address) and a block of their address; an ambassador's flagged profile
 * texts and their reports' reasons. Flagged answers stay with the answers,
 * which erasure keeps anonymised.
 */
import { and, asc, eq, or } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { moderationItems, visitorBlocks } from '../db/schema'

const byVisitor = (orgId: string, email: string) => and(eq(moderationItems.orgId, orgId), eq(moderationItems.authorEmail, email))
const byAmbassador = (orgId: string, ambassadorId: string) =>
  and(eq(moderationItems.orgId, orgId), eq(moderationItems.ambassadorId, ambassadorId), or(eq(moderationItems.source, 'profile'), eq(moderationItems.reportedBy, 'ambassador')))

const itemColumns = {
  kind: moderationItems.kind,
  source: moderationItems.source,
  field: moderationItems.field,
  text: moderationItems.text,
  reason: moderationItems.reason,
  status: moderationItems.status,
  createdAt: moderationItems.createdAt,
}

/** Returns how many items and blocks went. */
export async function eraseVisitorModeration(tx: Tx, orgId: string, email: string): Promise<number> {
  const items = await tx.delete(moderationItems).where(byVisitor(orgId, email)).returning({ id: moderationItems.id })
  const blocks = await tx
    .delete(visitorBlocks)
    .where(and(eq(visitorBlocks.orgId, orgId), eq(visitorBlocks.email, email)))
    .returning({ id: visitorBlocks.id })
  return items.length + blocks.length
}

export async function eraseAmbassadorModeration(tx: Tx, orgId: string, ambassadorId: string): Promise<number> {
  const items = await tx.delete(moderationItems).where(byAmbassador(orgId, ambassadorId)).returning({ id: moderationItems.id })
  return items.length
}

export async function exportVisitorModeration(db: Db, orgId: string, email: string) {
  const [items, blocks] = await Promise.all([
    db.select(itemColumns).from(moderationItems).where(byVisitor(orgId, email)).orderBy(asc(moderationItems.createdAt)),
    db
      .select({ reason: visitorBlocks.reason, createdAt: visitorBlocks.createdAt })
      .from(visitorBlocks)
      .where(and(eq(visitorBlocks.orgId, orgId), eq(visitorBlocks.email, email))),
  ])
  return { moderation: items, blocked: blocks }
}

export async function exportAmbassadorModeration(db: Db, orgId: string, ambassadorId: string) {
  return db.select(itemColumns).from(moderationItems).where(byAmbassador(orgId, ambassadorId)).orderBy(asc(moderationItems.createdAt))
}
