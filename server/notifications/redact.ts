/**
 * What a delivered email keeps in the outbox (security review, finding 4):
 * who it went to, its kind, subject and times stay; the secrets it carried —
 * thread and manage links' tokens, a sign-in code — are replaced once it has
 * left, so a copy of the `notifications` table opens nothing.
 */
import { SIGN_IN_CODE_LENGTH } from '../../src/contract/limits'

export const REDACTED = '[redacted]'

/** Any bearer token of server/security/tokens.ts: a known prefix and 43 base64url characters. */
const TOKEN_IN_TEXT = /\b(?:tt|mt|vs|as|cj|gl|cl|ai)_[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g
/** A sign-in code: only looked for in sign-in mails (other mails may hold other numbers). */
const CODE_IN_TEXT = new RegExp(`\\b\\d{${SIGN_IN_CODE_LENGTH}}\\b`, 'g')

export interface MailSecrets {
  readonly kind: string
  readonly subject: string
  readonly bodyText: string
  /** A meeting's calendar file: its description holds the manage link too (issue 32). */
  readonly icsContent?: string | null
}

/** iCalendar folds long lines (a line break and a space): a token may be cut in two there. */
const unfoldCalendar = (ics: string): string => ics.replace(/\r?\n[ \t]/g, '')

export function redactDelivered(mail: MailSecrets): { subject: string; bodyText: string; icsContent: string | null } {
  const redact = (text: string): string => {
    const withoutTokens = text.replace(TOKEN_IN_TEXT, REDACTED)
    return mail.kind === 'sign_in_code' ? withoutTokens.replace(CODE_IN_TEXT, REDACTED) : withoutTokens
  }
  // The kept copy is unfolded: it is a record of what was sent, never sent again.
  const icsContent = mail.icsContent === null || mail.icsContent === undefined ? null : redact(unfoldCalendar(mail.icsContent))
  return { subject: redact(mail.subject), bodyText: redact(mail.bodyText), icsContent }
}
