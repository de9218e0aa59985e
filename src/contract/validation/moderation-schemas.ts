/**
 * The moderation forms (issue 18), shared by the browser and the API: a
 * participant's report, a staff member's note and block reason, a community
 * join's optional note. Their texts are free text a person writes to staff,
 * so only their length is bounded.
 */
import { BLOCK_REASON_MAX_CHARS, JOIN_NOTE_MAX_CHARS, MODERATION_NOTE_MAX_CHARS, REPORT_REASON_MAX_CHARS } from '../limits'
import { max, required } from './rules'
import { emailField, field } from './schemas'
import type { FormSchema } from './schemas'

/** reportConversation / reportQuestion. */
export const reportSchema = {
  reason: field('fields.reportReason', [required(), max(REPORT_REASON_MAX_CHARS)]),
} satisfies FormSchema

/** resolveReport's optional note. */
export const moderationNoteSchema = {
  note: field('fields.moderationNote', [max(MODERATION_NOTE_MAX_CHARS)]),
} satisfies FormSchema

/** blockVisitor. */
export const blockVisitorSchema = {
  email: emailField(),
  reason: field('fields.blockReason', [required(), max(BLOCK_REASON_MAX_CHARS)]),
} satisfies FormSchema

/** joinCommunity's optional note to the group. */
export const joinNoteSchema = {
  note: field('fields.joinNote', [max(JOIN_NOTE_MAX_CHARS)]),
} satisfies FormSchema
