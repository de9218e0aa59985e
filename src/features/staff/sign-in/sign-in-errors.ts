import type { ServerFieldError } from '../../../forms/messages'

/** The sign-in's domain codes in the console's words (rule codes keep their `validation.*` keys). */
const SIGN_IN_ERROR_KEYS: Readonly<Record<string, string>> = {
  CODE_INVALID: 'staffConsole.signIn.errors.codeInvalid',
  CODE_EXPIRED: 'staffConsole.signIn.errors.codeExpired',
  TOO_MANY_ATTEMPTS: 'staffConsole.signIn.errors.tooManyAttempts',
}

export function localizeSignInErrors(errors: readonly ServerFieldError[]): ServerFieldError[] {
  return errors.map((error) => {
    const key = SIGN_IN_ERROR_KEYS[error.code]
    return key === undefined ? error : { ...error, messageKey: key }
  })
}
