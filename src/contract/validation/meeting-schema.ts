import { MEETING_MESSAGE_MAX_CHARS, NAME_MAX_CHARS } from '../limits'
import { phone } from './phone-rule'
import { max, required } from './rules'
import { consentField, emailField, field, type FormSchema } from './schemas'

/**
 * The booking form's rules (shared by /meet and the API's bookMeeting). A video
 * call asks for no phone number and the last name is optional (issue 32): the
 * visitor's contact data stays with the organization, so ask only what the
 * call needs.
 */
export const meetingSchema = {
  firstName: field('fields.firstName', [required(), max(NAME_MAX_CHARS)]),
  lastName: field('fields.lastName', [max(NAME_MAX_CHARS)]),
  email: emailField(),
  phone: { ...field('fields.phone', [required(), phone()]), appliesWhen: (values) => values.type === 'PHONE' },
  message: field('fields.message', [max(MEETING_MESSAGE_MAX_CHARS)]),
  consent: consentField(),
} satisfies FormSchema
