import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadingStatus } from '../../../components/LoadingStatus'
import { QueryError } from '../../../components/QueryError'
import { useBrowserQuery } from '../../../graphql/useBrowserQuery'
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
import { ConsoleSections } from './ConsoleSections'
import './console-shell.css'
import { SECTIONS, sectionsFor, visibleSection, type Section } from './console-sections'
import { StaffMeQuery } from './staff-me-operations'

// Insights carries uPlot: its own chunk, fetched when the tab is first opened.
const InsightsPanel = lazy(() => import('../insights/InsightsPanel'))

/**
 * The signed-in console (its own lazily loaded chunk): who is signed in, then
 * one section at a time in a sidebar. Each role sees only the sections it
 * can use (issue 34): editors have no Staff or Audit log; the API refuses them anyway.
 */
export default function SignedInConsole() {
  const { t } = useTranslation()
  const me = useBrowserQuery(StaffMeQuery, {}, { requestPolicy: 'network-only' })
  const [chosenSection, setSection] = useStoredChoice<Section>(consoleStorage, 'section', SECTIONS, 'settings')
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
  const allowed = sectionsFor(staff.role === 'OWNER' ? 'OWNER' : 'EDITOR')
  const section = visibleSection(chosenSection, allowed)
  const items = allowed.map((key) => ({ key, label: t(`staffConsole.sections.${key}`) }))
  return (
    <>
      <ConsoleHeader me={staff} headingRef={heading} />
      <ConsoleSections items={items} selected={section} onSelect={selectSection}>
        {section === 'settings' && <SetupChecklist onOpenSection={selectSection} />}
        {section === 'settings' && <SettingsPanel />}
        {section === 'ambassadors' && <AmbassadorsPanel key={ambassadorSearch?.email} isOwner={isOwner} search={ambassadorSearch?.email} />}
        {section === 'safeguarding' && <SafeguardingPanel isOwner={isOwner} />}
        {section === 'moderation' && <ModerationPanel />}
        {section === 'staff' && <StaffPanel isOwner={isOwner} myId={staff.id} />}
        {section === 'audit' && <AuditLogPanel isOwner={isOwner} onOpenAmbassador={openAmbassador} />}
        {section === 'insights' && (
          <Suspense fallback={<LoadingStatus label={t('staffConsole.insights.loading')} />}>
            <InsightsPanel onOpenAmbassador={openAmbassador} />
          </Suspense>
        )}
      </ConsoleSections>
    </>
  )
}
