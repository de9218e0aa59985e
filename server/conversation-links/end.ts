/**
 * `endConversationsLink`: the visitor ends a "my conversations" link from its
 * page (a shared computer, a forwarded e-mail). The thread and manage links
 * the page handed out die with it; the links in the visitor's other e-mails,
 * and their other "my conversations" links, keep working (decision 145).
 */
import { eq, sql } from 'drizzle-orm'
import type { Deps } from '../core/deps'
import { domainError, FieldErrorsFailure } from '../core/field-errors'
import { conversationLinks } from '../db/schema'
import { deleteDerivedLinks } from './derived-links'
import { addressConversations } from './list'
import { openLink } from './lookup'

/** Ending twice is harmless; an unknown link is NOT_FOUND on `token`. */
export async function endConversationsLink(deps: Pick<Deps, 'db' | 'org' | 'locale'>, token: string): Promise<{ ended: true }> {
  const link = await openLink(deps, token)
  if (link === null) throw new FieldErrorsFailure([domainError('token', 'NOT_FOUND', deps.locale)])
  const found = await addressConversations(deps, link.email)
  await deps.db.transaction(async (tx) => {
    await tx
      .update(conversationLinks)
      .set({ endedAt: sql`coalesce(${conversationLinks.endedAt}, now())` })
      .where(eq(conversationLinks.id, link.id))
    await deleteDerivedLinks(tx, token.trim(), [
      ...found.threads.map((t) => ({ kind: 'thread' as const, id: t.row.id })),
      ...found.meetings.map((m) => ({ kind: 'meeting' as const, id: m.id })),
    ])
  })
  return { ended: true }
}
