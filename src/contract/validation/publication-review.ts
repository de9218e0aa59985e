/**
 * The rule of a rejected Q&A's reason (issue 18), shared by the console's
 * form and `rejectPublication`: optional, at most
 * PUBLICATION_REJECTION_REASON_MAX_CHARS characters.
 */
import { PUBLICATION_REJECTION_REASON_MAX_CHARS } from '../limits'
import { max } from './rules'
import { field, type FormSchema } from './schemas'

export const publicationRejectionSchema = {
  reason: field('fields.rejectionReason', [max(PUBLICATION_REJECTION_REASON_MAX_CHARS)]),
} satisfies FormSchema
