import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { rateLimitSeconds } from '../../../graphql/result-errors'

/** Words for a rate-limited sign-in request (codes asked for, or wrong codes tried); anything else gets the forms module's default. */
export function useDescribeStaffSignInError(step: 'email' | 'code' = 'email'): (error: unknown) => string | null {
  const { t } = useTranslation()
  return useCallback(
    (error: unknown) => {
      const seconds = rateLimitSeconds(error)
      if (seconds === null) return null
      const count = Math.max(1, Math.ceil(seconds / 60))
      return step === 'code' ? t('staffConsole.signIn.guessesLimited', { count }) : t('staffConsole.signIn.rateLimited', { count })
    },
    [t, step],
  )
}
