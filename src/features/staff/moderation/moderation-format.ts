/** How the queue names things: an item's heading, a person, a message's author. */
import type { ModerationConversationData, ModerationItemData } from './moderation-operations'

/** `staffConsole.moderation.titles.*`: "Reported by the visitor", "Flagged answer"… */
export function itemTitleKey(item: Pick<ModerationItemData, 'kind' | 'source' | 'reportedBy'>): string {
  if (item.kind === 'REPORT') return `staffConsole.moderation.titles.REPORT_${item.reportedBy ?? 'VISITOR'}`
  return `staffConsole.moderation.titles.FLAG_${item.source}`
}

export const personName = (person: { readonly firstName: string; readonly lastName: string }): string => `${person.firstName} ${person.lastName}`.trim()

/** Who wrote a message of the conversation: the visitor's first name, or the ambassador's name. */
export const authorOf = (conversation: ModerationConversationData, source: string): string =>
  source === 'QUESTION' ? conversation.visitorFirstName : personName(conversation.ambassador)

/** The message a FLAG item is about (its highlights go there), if it is in the conversation. */
export function flaggedMessageId(item: Pick<ModerationItemData, 'kind' | 'messageId'>): string | null {
  return item.kind === 'FLAG' ? (item.messageId ?? null) : null
}
