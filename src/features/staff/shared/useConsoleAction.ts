import type { CombinedError } from '@urql/core'
import { useTranslation } from 'react-i18next'
import { hasErrorCode } from '../../../graphql/result-errors'
import { useOneClickAction, type OneClickAction } from '../../session-area/useOneClickAction'
import { localizeStaffErrors } from './staff-errors'

/** A one-click console action (change a role, remove someone…), in the console's words; a refused role says so. */
export function useConsoleAction(): OneClickAction {
  const { t } = useTranslation()
  const describeFailure = (error: CombinedError): string | null => (hasErrorCode(error, 'FORBIDDEN') ? t('staffConsole.errors.forbidden') : null)
  return useOneClickAction({ localizeErrors: localizeStaffErrors, failed: t('staffConsole.actionFailed'), describeFailure })
}
