import { useTranslation } from 'react-i18next'
import { useOneClickAction, type OneClickAction } from '../../session-area/useOneClickAction'
import { localizeFieldErrors } from './field-errors'

/** A one-click action of the area (publish, close, confirm a meeting…), in the area's words. */
export function useAreaAction(): OneClickAction {
  const { t } = useTranslation()
  return useOneClickAction({ localizeErrors: localizeFieldErrors, failed: t('ambassadorsArea.actionFailed') })
}
