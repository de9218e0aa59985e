import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { onAppManifestUpdate } from '../src/runtime/update-check'

/** The polite "new version — reload" prompt shown when builds/latest.json names a newer build. */
export function UpdatePrompt() {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
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
