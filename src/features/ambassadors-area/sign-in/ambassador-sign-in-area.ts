import type { SignInArea } from '../../session-area/sign-in/sign-in-area'
import { writeUiState } from '../session/area-storage'
import { getSessionStore } from '../session/session-store'
import { localizeFieldErrors } from '../shared/field-errors'

/** The area's sign-in: an ambassador's code, the area's words, and the token into the `default` client's cookie. */
export const AMBASSADOR_SIGN_IN: SignInArea = {
  audience: 'AMBASSADOR',
  messages: 'ambassadorsArea.signIn',
  formId: 'ambassador-sign-in',
  headingId: 'ambassador-sign-in-heading',
  localizeErrors: localizeFieldErrors,
  remember: writeUiState,
  signedIn: (token) => getSessionStore().signedIn(token),
}
