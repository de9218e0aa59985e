import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { rateLimitSeconds } from '../../../graphql/result-errors'
import type { SignInArea } from './sign-in-area'

/**
 * Words for a refused sign-in request: the rate limit with its wait, worded
 * for the step (too many codes asked for, or too many attempts at one
 * address); anything else gets the forms module's default.
 */
export function useDescribeSignInError(messages: SignInArea['messages'], step: 'email' | 'code' = 'email'): (error: unknown) => string | null {
  const { t } = useTranslation()
  return useCallback(
    (error: unknown) => {
      const seconds = rateLimitSeconds(error)
      if (seconds === null) return null
      const count = Math.max(1, Math.ceil(seconds / 60))
      return step === 'code' ? t(`${messages}.guessesLimited`, { count }) : t(`${messages}.rateLimited`, { count })
    },
    [t, messages, step],
  )
}
