import type { SignInArea } from '../../session-area/sign-in/sign-in-area'
import { consoleStorage } from '../session/console-storage'
import { getStaffSession } from '../session/staff-session'
import { localizeSignInErrors } from './sign-in-errors'

/** The console's sign-in: a staff member's code, its words, and the token into the console's own cookie (`gql:staff.token`). */
export const STAFF_SIGN_IN: SignInArea = {
  audience: 'STAFF',
  messages: 'staffConsole.signIn',
  formId: 'staff-sign-in',
  headingId: 'staff-sign-in-heading',
  localizeErrors: localizeSignInErrors,
  remember: consoleStorage.write,
  signedIn: (token) => getStaffSession().signedIn(token),
}
