import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isUpdatePending, onAppManifestUpdate } from '../runtime/update-check'

/**
 * The polite "new version — reload" prompt, shown when the update check
 * (src/runtime/update-check.ts, started after hydration) announces a newer
 * build. Loaded after hydration (renderer/AppProviders.tsx), like the check
 * itself: a build announced before this mounted is shown at once.
 */
export function UpdatePrompt() {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(isUpdatePending)
  useEffect(() => onAppManifestUpdate(() => setVisible(true)), [])
  if (!visible) return null
  return (
    <div className="update-prompt" role="status" aria-live="polite">
      <span>{t('app.updateAvailable')}</span>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('app.updateReload')}
      </button>
      <button type="button" className="button button-secondary" onClick={() => setVisible(false)}>
        {t('app.updateDismiss')}
      </button>
    </div>
  )
}
