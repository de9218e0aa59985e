import { required } from '../../forms/rules'
import { meetingSchema } from '../../forms/meeting-schema'
import type { FormSchema } from '../../forms/schemas'

/**
 * The booking form's rules: the shared meeting schema (the API checks the
 * same) plus the two choices the page adds, the time and the call type.
 */
export const meetingFormSchema = {
  startsAt: { label: { en: 'Time', fr: 'Horaire' }, labelKey: 'meet.fields.startsAt', rules: [required()] },
  type: { label: { en: 'Call type', fr: "Type d'appel" }, labelKey: 'meet.fields.type', rules: [required()] },
  ...meetingSchema,
} satisfies FormSchema
