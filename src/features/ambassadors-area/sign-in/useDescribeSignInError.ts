import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { rateLimitSeconds } from '../shared/field-errors'

/**
 * Words for a refused sign-in request: the rate limit with its wait, worded
 * for the step (too many codes asked for, or too many attempts at one
 * address); anything else gets the forms module's default.
 */
export function useDescribeSignInError(step: 'email' | 'code' = 'email'): (error: unknown) => string | null {
  const { t } = useTranslation()
  return useCallback(
    (error: unknown) => {
      const seconds = rateLimitSeconds(error)
      if (seconds === null) return null
      const count = Math.max(1, Math.ceil(seconds / 60))
      return step === 'code' ? t('ambassadorsArea.signIn.guessesLimited', { count }) : t('ambassadorsArea.signIn.rateLimited', { count })
    },
    [t, step],
  )
}
