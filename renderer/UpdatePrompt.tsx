import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { APP_MANIFEST_UPDATE_EVENT } from '../src/runtime/constants'

/**
 * The polite "new version — reload" prompt, shown when the update check
 * (src/runtime/update-check.ts, started after hydration) announces a newer
 * build. Listens to the window event directly so this stays tiny.
 */
export function UpdatePrompt() {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const show = () => setVisible(true)
    window.addEventListener(APP_MANIFEST_UPDATE_EVENT, show)
    return () => window.removeEventListener(APP_MANIFEST_UPDATE_EVENT, show)
  }, [])
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
