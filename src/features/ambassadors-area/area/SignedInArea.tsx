import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadingStatus } from '../../../components/LoadingStatus'
import { QueryError } from '../../../components/QueryError'
import { readFragment } from '../../../graphql/graphql'
import { useBrowserQuery } from '../../../graphql/useBrowserQuery'
import { AvailabilityPanel } from '../availability/AvailabilityPanel'
import { InboxPanel } from '../inbox/InboxPanel'
import { MeetingsPanel } from '../meetings/MeetingsPanel'
import { OnboardingPanel } from '../onboarding/OnboardingPanel'
import { ProfilePanel } from '../profile/ProfilePanel'
import { Tabs } from '../shared/Tabs'
import { useStoredChoice } from '../../session-area/useStoredChoice'
import { areaStorage } from '../session/area-storage'
import { AccountFields, MeQuery } from './account-operations'
import { AreaHeader } from './AreaHeader'
import { useOpenQuestionsTitle } from './useOpenQuestionsTitle'
import { LiveVersionContext } from '../live/LiveVersion'
import { useInboxLive } from '../live/useInboxLive'

const SECTIONS = ['inbox', 'meetings', 'availability', 'profile'] as const
type Section = (typeof SECTIONS)[number]

/**
 * The signed-in area (its own lazily loaded chunk): the header with the
 * response-time signals, then one section at a time. Private data is always
 * fetched fresh (another ambassador may have used this tab before), and kept
 * fresh live (issue 19): a new question or follow-up shows without a reload.
 */
export default function SignedInArea() {
  const { t } = useTranslation()
  const context = useMemo(() => ({ additionalTypenames: ['AmbassadorAccount'] }), [])
  const me = useBrowserQuery(MeQuery, {}, { requestPolicy: 'network-only', context })
  const [section, setSection] = useStoredChoice<Section>(areaStorage, 'section', SECTIONS, 'inbox')
  const heading = useRef<HTMLHeadingElement>(null)
  const account = me.data ? readFragment(AccountFields, me.data.me) : null
  useOpenQuestionsTitle(account ? account.openQuestionCount : null)
  // Live only for an active ambassador: the inbox is theirs (the API refuses the others, like `myQuestions`).
  const live = useInboxLive(account?.status === 'ACTIVE', me.refresh)

  // Just signed in: the form that had focus is gone, so focus lands on the area's heading (once, not on every refresh).
  const focused = useRef(false)
  useEffect(() => {
    if (!account || focused.current) return
    focused.current = true
    if (document.activeElement === null || document.activeElement === document.body) heading.current?.focus()
  }, [account])

  if (!account) {
    if (me.status === 'error') return <QueryError onRetry={me.refresh} />
    return <LoadingStatus label={t('ambassadorsArea.loading')} />
  }
  // Invited (profile to complete) or pending (awaiting approval): nothing else is open to them yet.
  if (account.status === 'INVITED' || account.status === 'PENDING')
    return (
      <>
        <AreaHeader account={account} headingRef={heading} />
        <OnboardingPanel account={account} />
      </>
    )
  const withCount = (label: string, count: number): string => (count > 0 ? t('ambassadorsArea.sections.withCount', { label, count }) : label)
  const items = [
    { key: 'inbox' as const, label: withCount(t('ambassadorsArea.sections.inbox'), account.openQuestionCount) },
    { key: 'meetings' as const, label: withCount(t('ambassadorsArea.sections.meetings'), account.pendingMeetingCount) },
    { key: 'availability' as const, label: t('ambassadorsArea.sections.availability') },
    { key: 'profile' as const, label: t('ambassadorsArea.sections.profile') },
  ]
  return (
    <>
      <AreaHeader account={account} headingRef={heading} />
      {live.bar}
      <LiveVersionContext value={live.version}>
        <Tabs id="area-section" label={t('ambassadorsArea.sections.label')} items={items} selected={section} onSelect={setSection} className="area-sections">
          {section === 'inbox' && <InboxPanel account={account} />}
          {section === 'meetings' && <MeetingsPanel account={account} />}
          {section === 'availability' && <AvailabilityPanel account={account} />}
          {section === 'profile' && <ProfilePanel account={account} />}
        </Tabs>
      </LiveVersionContext>
    </>
  )
}
