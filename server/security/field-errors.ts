/**
 * `FieldError`s for the API: the shared form rules' failures plus domain
 * codes, each with an i18n key and a plain en/fr message.
 */
import { formatRuleError, interpolate, messageKeyFor } from '../../src/forms/rules'
import type { FieldIssue, FormSchema } from '../../src/forms/schemas'
import type { Lang } from '../i18n/display-names'

export interface FieldError {
  readonly field: string
  readonly code: string
  readonly message: string
  readonly messageKey: string
  readonly limit: number | null
}

export type DomainCode =
  | 'NOT_FOUND' | 'SLOT_TAKEN' | 'SLOT_UNAVAILABLE' | 'NOT_ACCEPTING_MEETINGS' | 'UNKNOWN_EMAIL' | 'CODE_INVALID'
  | 'CODE_EXPIRED' | 'TOO_MANY_ATTEMPTS' | 'UNKNOWN_EVENT' | 'INVALID_STATE' | 'IDEMPOTENCY_KEY_REUSED' | 'NO_AMBASSADOR_AVAILABLE'

const DOMAIN_KEYS: Readonly<Record<DomainCode, string>> = {
  NOT_FOUND: 'errors.notFound', SLOT_TAKEN: 'errors.slotTaken', SLOT_UNAVAILABLE: 'errors.slotUnavailable',
  NOT_ACCEPTING_MEETINGS: 'errors.notAcceptingMeetings', UNKNOWN_EMAIL: 'errors.unknownEmail', CODE_INVALID: 'errors.codeInvalid',
  CODE_EXPIRED: 'errors.codeExpired', TOO_MANY_ATTEMPTS: 'errors.tooManyAttempts', UNKNOWN_EVENT: 'errors.unknownEvent',
  INVALID_STATE: 'errors.invalidState', IDEMPOTENCY_KEY_REUSED: 'errors.idempotencyKeyReused', NO_AMBASSADOR_AVAILABLE: 'errors.noAmbassadorAvailable',
}

/** Texts of the server's own keys (domain codes and the availability editor's checks). */
export const SERVER_MESSAGES: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: {
    'errors.notFound': 'We could not find this. It may have been removed.',
    'errors.slotTaken': 'Someone has just booked this slot. Please pick another one.',
    'errors.slotUnavailable': 'This slot is not available. Please pick one from the list.',
    'errors.notAcceptingMeetings': 'This ambassador does not take calls at the moment.',
    'errors.unknownEmail': 'No ambassador account uses this email address.',
    'errors.codeInvalid': 'This code is not correct.',
    'errors.codeExpired': 'This code has expired. Ask for a new one.',
    'errors.tooManyAttempts': 'Too many attempts. Ask for a new code.',
    'errors.unknownEvent': 'Unknown event name.',
    'errors.invalidState': 'This is no longer possible.',
    'errors.idempotencyKeyReused': 'This request key was already used for another request.',
    'errors.noAmbassadorAvailable': 'No ambassador can take questions right now.',
    'errors.endBeforeStart': 'The end must be after the start.',
    'errors.overlap': 'This time overlaps another window of the same day.',
  },
  fr: {
    'errors.notFound': "Introuvable. L'élément a peut-être été supprimé.",
    'errors.slotTaken': "Quelqu'un vient de réserver ce créneau. Choisissez-en un autre.",
    'errors.slotUnavailable': "Ce créneau n'est pas disponible. Choisissez-en un dans la liste.",
    'errors.notAcceptingMeetings': "Cet ambassadeur ne prend pas d'appels pour le moment.",
    'errors.unknownEmail': "Aucun compte ambassadeur n'utilise cette adresse e-mail.",
    'errors.codeInvalid': "Ce code n'est pas correct.",
    'errors.codeExpired': 'Ce code a expiré. Demandez-en un nouveau.',
    'errors.tooManyAttempts': 'Trop de tentatives. Demandez un nouveau code.',
    'errors.unknownEvent': "Nom d'événement inconnu.",
    'errors.invalidState': "Ce n'est plus possible.",
    'errors.idempotencyKeyReused': 'Cette clé de requête a déjà servi pour une autre requête.',
    'errors.noAmbassadorAvailable': "Aucun ambassadeur ne peut répondre pour l'instant.",
    'errors.endBeforeStart': 'La fin doit être après le début.',
    'errors.overlap': 'Ce créneau chevauche une autre plage du même jour.',
  },
}

const WINDOW_CODE_KEYS: Readonly<Record<string, string>> = { END_BEFORE_START: 'errors.endBeforeStart', OVERLAP: 'errors.overlap' }

/** Form rule failures → FieldErrors, labelled from the schema. */
export function toFieldErrors(issues: readonly FieldIssue[], schema: FormSchema | null, locale: Lang): FieldError[] {
  return issues.map((issue) => {
    const spec = schema?.[issue.field]
    const label = spec?.label[locale] ?? issue.field
    const windowKey = WINDOW_CODE_KEYS[issue.code]
    const messageKey = windowKey ?? messageKeyFor(issue)
    const message = windowKey !== undefined
      ? (SERVER_MESSAGES[locale][windowKey] ?? '')
      : formatRuleError(issue, { locale, field: label })
    const limit = issue.params.min ?? issue.params.max
    return { field: issue.field, code: issue.code, message, messageKey, limit: typeof limit === 'number' ? limit : null }
  })
}

export function domainError(field: string, code: DomainCode, locale: Lang, values: Record<string, string | number> = {}): FieldError {
  const messageKey = DOMAIN_KEYS[code]
  return { field, code, messageKey, message: interpolate(SERVER_MESSAGES[locale][messageKey] ?? code, values), limit: null }
}

/** Thrown inside a transaction to roll it back and answer with field errors instead. */
export class FieldErrorsFailure extends Error {
  constructor(readonly fieldErrors: readonly FieldError[]) {
    super(fieldErrors.map((e) => `${e.field}: ${e.code}`).join(', '))
  }
}
