import { required } from '../../contract/validation/rules'
import { meetingSchema } from '../../contract/validation/meeting-schema'
import type { FormSchema } from '../../contract/validation/schemas'

/**
 * The booking form's rules: the shared meeting schema (the API checks the
 * same) plus the two choices the page adds, the time and the call type.
 */
export const meetingFormSchema = {
  startsAt: { labelKey: 'meet.fields.startsAt', rules: [required()] },
  type: { labelKey: 'meet.fields.type', rules: [required()] },
  ...meetingSchema,
} satisfies FormSchema
