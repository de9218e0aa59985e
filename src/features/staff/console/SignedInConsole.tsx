import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadingStatus } from '../../../components/LoadingStatus'
import { QueryError } from '../../../components/QueryError'
import { useBrowserQuery } from '../../../graphql/useBrowserQuery'
import { Tabs } from '../../ambassadors-area/shared/Tabs'
import { AmbassadorsPanel } from '../ambassadors/AmbassadorsPanel'
import { AuditLogPanel } from '../audit/AuditLogPanel'
import { ModerationPanel } from '../moderation/ModerationPanel'
import { SafeguardingPanel } from '../safeguarding/SafeguardingPanel'
import { StaffPanel } from '../members/StaffPanel'
import { SettingsPanel } from '../settings/SettingsPanel'
import { SetupChecklist } from '../setup/SetupChecklist'
import { useStoredChoice } from '../../session-area/useStoredChoice'
import { consoleStorage } from '../session/console-storage'
import { ConsoleHeader } from './ConsoleHeader'
import { StaffMeQuery } from './staff-me-operations'

// Insights carries uPlot: its own chunk, fetched when the tab is first opened.
const InsightsPanel = lazy(() => import('../insights/InsightsPanel'))

const SECTIONS = ['settings', 'ambassadors', 'safeguarding', 'moderation', 'staff', 'audit', 'insights'] as const
type Section = (typeof SECTIONS)[number]

/**
 * The signed-in console (its own lazily loaded chunk): who is signed in, then
 * one section at a time.
 * Owners' sections stay listed for editors, who
 * find there why they cannot act, rather than a tab that silently vanished.
 */
export default function SignedInConsole() {
  const { t } = useTranslation()
  const me = useBrowserQuery(StaffMeQuery, {}, { requestPolicy: 'network-only' })
  const [section, setSection] = useStoredChoice<Section>(consoleStorage, 'section', SECTIONS, 'settings')
  const heading = useRef<HTMLHeadingElement>(null)
  const staff = me.data?.staffMe ?? null
  // An ambassador chosen on Insights: the Ambassadors tab opens searched by their e-mail, its panel focused.
  const [ambassadorSearch, setAmbassadorSearch] = useState<{ email: string } | null>(null)
  useEffect(() => {
    if (ambassadorSearch !== null) document.getElementById('console-section-panel-ambassadors')?.focus()
  }, [ambassadorSearch])
  const openAmbassador = (email: string): void => {
    setAmbassadorSearch({ email })
    setSection('ambassadors')
  }
  const selectSection = (next: Section): void => {
    setAmbassadorSearch(null)
    setSection(next)
  }

  // Just signed in: the form that had focus is gone, so focus lands on the heading (once).
  const focused = useRef(false)
  useEffect(() => {
    if (!staff || focused.current) return
    focused.current = true
    if (document.activeElement === null || document.activeElement === document.body) heading.current?.focus()
  }, [staff])

  if (!staff) {
    if (me.status === 'error') return <QueryError onRetry={me.refresh} />
    return <LoadingStatus label={t('staffConsole.loading')} />
  }
  const isOwner = staff.role === 'OWNER'
  const items = [
    { key: 'settings' as const, label: t('staffConsole.sections.settings') },
    { key: 'ambassadors' as const, label: t('staffConsole.sections.ambassadors') },
    { key: 'safeguarding' as const, label: t('staffConsole.sections.safeguarding') },
    { key: 'moderation' as const, label: t('staffConsole.sections.moderation') },
    { key: 'staff' as const, label: t('staffConsole.sections.staff') },
    { key: 'audit' as const, label: t('staffConsole.sections.audit') },
    { key: 'insights' as const, label: t('staffConsole.sections.insights') },
  ]
  return (
    <>
      <ConsoleHeader me={staff} headingRef={heading} />
      <Tabs id="console-section" label={t('staffConsole.sections.label')} items={items} selected={section} onSelect={selectSection} className="area-sections">
        {section === 'settings' && <SetupChecklist onOpenSection={selectSection} />}
        {section === 'settings' && <SettingsPanel />}
        {section === 'ambassadors' && <AmbassadorsPanel key={ambassadorSearch?.email} isOwner={isOwner} search={ambassadorSearch?.email} />}
        {section === 'safeguarding' && <SafeguardingPanel isOwner={isOwner} />}
        {section === 'moderation' && <ModerationPanel />}
        {section === 'staff' && <StaffPanel isOwner={isOwner} myId={staff.id} />}
        {section === 'audit' && <AuditLogPanel isOwner={isOwner} />}
        {section === 'insights' && (
          <Suspense fallback={<LoadingStatus label={t('staffConsole.insights.loading')} />}>
            <InsightsPanel onOpenAmbassador={openAmbassador} />
          </Suspense>
        )}
      </Tabs>
    </>
  )
}
