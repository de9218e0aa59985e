/**
 * The rule of a rejected profile change's reason (issue 32), shared by the
 * console's form and `rejectProfileRevision`: required (the ambassador is
 * e-mailed it, and needs to know what to change), at most
 * PROFILE_REJECTION_REASON_MAX_CHARS characters.
 */
import { PROFILE_REJECTION_REASON_MAX_CHARS } from '../limits'
import { max, required } from './rules'
import { field, type FormSchema } from './schemas'

export const profileRejectionSchema = {
  reason: field('fields.profileRejectionReason', [required(), max(PROFILE_REJECTION_REASON_MAX_CHARS)]),
} satisfies FormSchema
