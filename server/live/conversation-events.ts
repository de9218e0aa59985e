/** The events write paths publish most: one conversation changed, for the visitor's page and the ambassador's inbox. */
import type { InboxChange, LiveEvent, ThreadChange } from './events'

interface Conversation {
  readonly id: string
  readonly orgId: string
  readonly ambassadorId: string
}

export function conversationChanged(q: Conversation, thread: Exclude<ThreadChange, 'RESYNC'>, inbox: Exclude<InboxChange, 'RESYNC'> = 'STATUS_CHANGED'): LiveEvent[] {
  return [
    { topic: 'thread', orgId: q.orgId, threadId: q.id, kind: thread },
    { topic: 'inbox', orgId: q.orgId, ambassadorId: q.ambassadorId, kind: inbox, questionId: q.id },
  ]
}

/** A question moved from one inbox to another; its visitor's page names the new ambassador. */
export function conversationMoved(q: Conversation, to: string): LiveEvent[] {
  return [
    { topic: 'inbox', orgId: q.orgId, ambassadorId: q.ambassadorId, kind: 'REASSIGNED_AWAY', questionId: q.id },
    { topic: 'inbox', orgId: q.orgId, ambassadorId: to, kind: 'REASSIGNED_IN', questionId: q.id },
    { topic: 'thread', orgId: q.orgId, threadId: q.id, kind: 'STATUS_CHANGED' },
  ]
}

export const moderationChanged = (
  orgId: string,
  kind: 'NEW_ITEM' | 'ITEM_RESOLVED' | 'CONVERSATION_CHANGED',
  ids: { questionId?: string | null; itemId?: string } = {},
): LiveEvent => ({
  topic: 'moderation',
  orgId,
  kind,
  ...(ids.questionId ? { questionId: ids.questionId } : {}),
  ...(ids.itemId ? { itemId: ids.itemId } : {}),
})
