import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { rateLimitSeconds } from '../shared/field-errors'

/** Words for a refused sign-in request: the rate limit with its wait; anything else gets the forms module's default. */
export function useDescribeSignInError(): (error: unknown) => string | null {
  const { t } = useTranslation()
  return useCallback(
    (error: unknown) => {
      const seconds = rateLimitSeconds(error)
      return seconds === null ? null : t('ambassadorsArea.signIn.rateLimited', { count: Math.max(1, Math.ceil(seconds / 60)) })
    },
    [t],
  )
}
