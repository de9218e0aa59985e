import { useTranslation } from 'react-i18next'

/** What an editor sees on an owners' screen: why there is nothing to do here, and no controls. */
export function OwnersOnly({ what }: { what: string }) {
  const { t } = useTranslation()
  return (
    <p className="area-notice" role="note">
      {t('staffConsole.ownersOnly', { what })}
    </p>
  )
}
