/**
 * `FieldError`s for the API: the shared form rules' failures plus domain
 * codes, each with the key and the en/fr text of the shared message catalogue
 * (src/contract/messages.ts), which the browser reads too.
 */
import type { Locale } from '../../src/contract/locale'
import type { SafeguardingCategory } from '../../src/contract/safeguarding'
import { interpolate, messageText, type MessageKey } from '../../src/contract/messages'
import { formatRuleError, messageKeyFor } from '../../src/contract/validation/rule-messages'
import type { FieldIssue, FormSchema } from '../../src/contract/validation/schemas'

export interface FieldError {
  readonly field: string
  readonly code: string
  readonly message: string
  readonly messageKey: string
  readonly limit: number | null
  /** Where a SAFEGUARDING rule matched the field's text (absent for every other code). */
  readonly spans?: readonly FieldErrorSpan[]
}

export interface FieldErrorSpan {
  readonly start: number
  readonly end: number
  readonly category: SafeguardingCategory
}

export type DomainCode =
  | 'NOT_FOUND'
  | 'SLOT_TAKEN'
  | 'SLOT_UNAVAILABLE'
  | 'NOT_ACCEPTING_MEETINGS'
  | 'CODE_INVALID'
  | 'JOIN_LINK_EXPIRED'
  | 'LEAVE_LINK_INVALID'
  | 'CODE_EXPIRED'
  | 'TOO_MANY_ATTEMPTS'
  | 'UNKNOWN_EVENT'
  | 'INVALID_STATE'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'NO_AMBASSADOR_AVAILABLE'
  | 'LINK_EXPIRED'
  | 'LAST_OWNER'
  | 'ALREADY_STAFF'
  | 'LOGO_TYPE'
  | 'LOGO_TOO_LARGE'
  | 'LOGO_UNREADABLE'
  | 'LOGO_DIMENSIONS'
  | 'ALREADY_AMBASSADOR'
  | 'INVITATION_EXPIRED'
  | 'INVITATION_USED'
  | 'INVITATION_NOT_FOUND'
  | 'IMPORT_COLUMNS'
  | 'IMPORT_TOO_MANY_ROWS'
  | 'IMPORT_EMPTY'
  | 'IMPORT_QUOTE'
  | 'PHOTO_TYPE'
  | 'PHOTO_TOO_LARGE'
  | 'PHOTO_UNREADABLE'
  | 'PHOTO_DIMENSIONS'
  | 'UNDER_REVIEW'
  | 'VISITOR_BLOCKED'
  | 'NOT_ACTIVE_AMBASSADOR'
  | 'ALREADY_RATED'
  | 'PHONE_CALLS_OFF'
  | 'MEETING_CANCELLED'
  | 'MEETING_DECLINED'
  | 'RESCHEDULE_TOO_LATE'
  | 'CALL_NOT_PAST'

const DOMAIN_KEYS: Readonly<Record<DomainCode, MessageKey<'errors'>>> = {
  NOT_FOUND: 'errors.notFound',
  SLOT_TAKEN: 'errors.slotTaken',
  SLOT_UNAVAILABLE: 'errors.slotUnavailable',
  NOT_ACCEPTING_MEETINGS: 'errors.notAcceptingMeetings',
  CODE_INVALID: 'errors.codeInvalid',
  CODE_EXPIRED: 'errors.codeExpired',
  TOO_MANY_ATTEMPTS: 'errors.tooManyAttempts',
  UNKNOWN_EVENT: 'errors.unknownEvent',
  JOIN_LINK_EXPIRED: 'errors.joinLinkExpired',
  LEAVE_LINK_INVALID: 'errors.leaveLinkInvalid',
  INVALID_STATE: 'errors.invalidState',
  IDEMPOTENCY_KEY_REUSED: 'errors.idempotencyKeyReused',
  NO_AMBASSADOR_AVAILABLE: 'errors.noAmbassadorAvailable',
  LINK_EXPIRED: 'errors.linkExpired',
  LAST_OWNER: 'errors.lastOwner',
  ALREADY_STAFF: 'errors.alreadyStaff',
  LOGO_TYPE: 'errors.logoType',
  LOGO_TOO_LARGE: 'errors.logoTooLarge',
  LOGO_UNREADABLE: 'errors.logoUnreadable',
  LOGO_DIMENSIONS: 'errors.logoDimensions',
  ALREADY_AMBASSADOR: 'errors.alreadyAmbassador',
  INVITATION_EXPIRED: 'errors.invitationExpired',
  INVITATION_USED: 'errors.invitationUsed',
  INVITATION_NOT_FOUND: 'errors.invitationNotFound',
  IMPORT_COLUMNS: 'errors.importColumns',
  IMPORT_TOO_MANY_ROWS: 'errors.importTooManyRows',
  IMPORT_EMPTY: 'errors.importEmpty',
  IMPORT_QUOTE: 'errors.importQuote',
  PHOTO_TYPE: 'errors.photoType',
  PHOTO_TOO_LARGE: 'errors.photoTooLarge',
  PHOTO_UNREADABLE: 'errors.photoUnreadable',
  PHOTO_DIMENSIONS: 'errors.photoDimensions',
  UNDER_REVIEW: 'errors.underReview',
  VISITOR_BLOCKED: 'errors.visitorBlocked',
  NOT_ACTIVE_AMBASSADOR: 'errors.notActiveAmbassador',
  ALREADY_RATED: 'errors.alreadyRated',
  PHONE_CALLS_OFF: 'errors.phoneCallsOff',
  MEETING_CANCELLED: 'errors.meetingCancelled',
  MEETING_DECLINED: 'errors.meetingDeclined',
  RESCHEDULE_TOO_LATE: 'errors.rescheduleTooLate',
  CALL_NOT_PAST: 'errors.callNotPast',
}

const WINDOW_CODE_KEYS: Readonly<Record<string, MessageKey<'errors'>>> = { END_BEFORE_START: 'errors.endBeforeStart', OVERLAP: 'errors.overlap' }

/** Form rule failures → FieldErrors, labelled from the schema. */
export function toFieldErrors(issues: readonly FieldIssue[], schema: FormSchema | null, locale: Locale): FieldError[] {
  return issues.map((issue) => {
    const labelKey = schema?.[issue.field]?.labelKey
    const label = (labelKey !== undefined ? messageText(locale, labelKey) : undefined) ?? issue.field
    const windowKey = WINDOW_CODE_KEYS[issue.code]
    const messageKey = windowKey ?? messageKeyFor(issue)
    const message = windowKey !== undefined ? (messageText(locale, windowKey) ?? '') : formatRuleError(issue, { locale, field: label })
    const limit = issue.params.min ?? issue.params.max
    return { field: issue.field, code: issue.code, message, messageKey, limit: typeof limit === 'number' ? limit : null }
  })
}

export function domainError(field: string, code: DomainCode, locale: Locale, values: Record<string, string | number> = {}): FieldError {
  const messageKey = DOMAIN_KEYS[code]
  return { field, code, messageKey, message: interpolate(messageText(locale, messageKey) ?? code, values), limit: null }
}

/** Thrown inside a transaction to roll it back and answer with field errors instead. */
export class FieldErrorsFailure extends Error {
  constructor(readonly fieldErrors: readonly FieldError[]) {
    super(fieldErrors.map((e) => `${e.field}: ${e.code}`).join(', '))
  }
}
