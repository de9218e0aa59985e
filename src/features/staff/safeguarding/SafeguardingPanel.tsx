import { useTranslation } from 'react-i18next'
import { LoadingStatus } from '../../../components/LoadingStatus'
import { QueryError } from '../../../components/QueryError'
import { useBrowserQuery } from '../../../graphql/useBrowserQuery'
import { OwnersOnly } from '../shared/OwnersOnly'
import { RulesEditor } from './RulesEditor'
import { SafeguardingRulesQuery } from './safeguarding-operations'

/**
 * The Safeguarding tab: what each kind of content does, the organization's
 * words and phone countries. Owners change them; editors read them.
 */
export function SafeguardingPanel({ isOwner }: { isOwner: boolean }) {
  const { t, i18n } = useTranslation()
  const query = useBrowserQuery(SafeguardingRulesQuery, {}, { requestPolicy: 'network-only' })
  const rules = query.data?.safeguardingRules
  if (!rules) {
    if (query.status === 'error') return <QueryError message={t('staffConsole.safeguarding.loadError')} onRetry={query.refresh} />
    return <LoadingStatus label={t('staffConsole.safeguarding.loading')} />
  }
  const changed = rules.updatedAt ? new Date(rules.updatedAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) : null
  return (
    <div className="area-panel">
      <h2>{t('staffConsole.safeguarding.heading')}</h2>
      <p className="area-lead">{t('staffConsole.safeguarding.intro')}</p>
      <p className="area-muted">
        {changed && rules.updatedBy ? t('staffConsole.safeguarding.changedBy', { when: changed, who: rules.updatedBy }) : t('staffConsole.safeguarding.defaults')}
      </p>
      {!isOwner && <OwnersOnly what={t('staffConsole.safeguarding.what')} />}
      <RulesEditor rules={rules} canEdit={isOwner} />
    </div>
  )
}
