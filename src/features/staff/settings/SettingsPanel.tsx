import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadingStatus } from '../../../components/LoadingStatus'
import { QueryError } from '../../../components/QueryError'
import { useBrowserQuery } from '../../../graphql/useBrowserQuery'
import { PublishingPanel } from '../publishing/PublishingPanel'
import { LogoField } from './LogoField'
import { OrganizationSettingsQuery, type OrganizationSettings } from './settings-operations'
import { SettingsForm } from './SettingsForm'

/** The Settings tab (owners and editors): the organization's settings, its logo, and publishing. */
export function SettingsPanel() {
  const { t } = useTranslation()
  const query = useBrowserQuery(OrganizationSettingsQuery, {}, { requestPolicy: 'network-only' })
  const [logoUrl, setLogoUrl] = useState<string | null | undefined>(undefined)
  const onSaved = useCallback((next: OrganizationSettings) => setLogoUrl(next.logoUrl), [])
  const settings = query.data?.organizationSettings
  if (!settings) {
    if (query.status === 'error') return <QueryError message={t('staffConsole.settings.loadError')} onRetry={query.refresh} />
    return <LoadingStatus label={t('staffConsole.settings.loading')} />
  }
  return (
    <div className="area-panel">
      <SettingsForm settings={settings} onSaved={onSaved} />
      <LogoField logoUrl={logoUrl === undefined ? settings.logoUrl : logoUrl} onUploaded={setLogoUrl} />
      <PublishingPanel />
    </div>
  )
}
