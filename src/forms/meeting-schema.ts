import { phone } from './phone-rule'
import { max, required } from './rules'
import { consentField, emailField, field, MEETING_MESSAGE_MAX_CHARS, NAME_MAX_CHARS, type FormSchema } from './schemas'

/** The booking form's rules (shared by /meet and the API's bookMeeting). */
export const meetingSchema = {
  firstName: field('First name', 'Prénom', 'fields.firstName', [required(), max(NAME_MAX_CHARS)]),
  lastName: field('Last name', 'Nom', 'fields.lastName', [required(), max(NAME_MAX_CHARS)]),
  email: emailField(),
  phone: field('Phone', 'Téléphone', 'fields.phone', [required(), phone()]),
  message: field('Message', 'Message', 'fields.message', [max(MEETING_MESSAGE_MAX_CHARS)]),
  consent: consentField(),
} satisfies FormSchema
