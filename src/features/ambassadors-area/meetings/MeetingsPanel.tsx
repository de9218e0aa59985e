import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadingStatus } from '../../../components/LoadingStatus'
import { QueryError } from '../../../components/QueryError'
import { useBrowserQuery } from '../../../graphql/useBrowserQuery'
import { usePageLocale } from '../../../routing/usePageLocale'
import type { Account } from '../area/account-operations'
import { Tabs } from '../shared/Tabs'
import { useStoredChoice } from '../../session-area/useStoredChoice'
import { areaStorage } from '../session/area-storage'
import { zoneName } from '../../../contract/meeting-times'
import { useRefreshOnLiveVersion } from '../live/LiveVersion'
import { MeetingItem } from './MeetingItem'
import { MyMeetingsQuery } from './meetings-operations'

const SCOPES = ['UPCOMING', 'PAST'] as const
type Scope = (typeof SCOPES)[number]
export const MEETINGS_PAGE_SIZE = 50

/** Meetings, upcoming (soonest first) and past, with the times in the ambassador's own zone. */
export function MeetingsPanel({ account }: { account: Account }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const [scope, setScope] = useStoredChoice<Scope>(areaStorage, 'meetings-tab', SCOPES, 'UPCOMING')
  const [announcement, setAnnouncement] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)
  const announce = (message: string): void => {
    setAnnouncement(message)
    heading.current?.focus()
  }
  const items = [
    { key: 'UPCOMING' as const, label: t('ambassadorsArea.meetings.upcoming') },
    { key: 'PAST' as const, label: t('ambassadorsArea.meetings.past') },
  ]
  return (
    <section className="area-panel" aria-labelledby="area-meetings-heading">
      <h2 id="area-meetings-heading" ref={heading} tabIndex={-1}>
        {t('ambassadorsArea.meetings.heading')}
      </h2>
      <p className="area-muted">{t('ambassadorsArea.meetings.inZone', { zone: zoneName(account.timeZone, locale) })}</p>
      <p className="area-status" role="status">
        {announcement}
      </p>
      <Tabs id="meetings" label={t('ambassadorsArea.meetings.tabsLabel')} items={items} selected={scope} onSelect={(next) => (setAnnouncement(''), setScope(next))}>
        <MeetingList key={scope} scope={scope} timeZone={account.timeZone} onAnnounce={announce} />
      </Tabs>
    </section>
  )
}

function MeetingList({ scope, timeZone, onAnnounce }: { scope: Scope; timeZone: string; onAnnounce: (message: string) => void }) {
  const { t } = useTranslation()
  const context = useMemo(() => ({ additionalTypenames: ['Meeting'] }), [])
  const query = useBrowserQuery(MyMeetingsQuery, { scope, first: MEETINGS_PAGE_SIZE }, { requestPolicy: 'network-only', context })
  useRefreshOnLiveVersion(query.refresh)
  const { data } = query
  if (!data) {
    if (query.status === 'error') return <QueryError onRetry={query.refresh} />
    return <LoadingStatus />
  }
  if (data.myMeetings.length === 0) {
    return <p className="area-empty">{scope === 'UPCOMING' ? t('ambassadorsArea.meetings.emptyUpcoming') : t('ambassadorsArea.meetings.emptyPast')}</p>
  }
  return (
    <ul className="area-list">
      {data.myMeetings.map((meeting) => (
        <li key={meeting.id}>
          <MeetingItem meeting={meeting} timeZone={timeZone} upcoming={scope === 'UPCOMING'} onAnnounce={onAnnounce} />
        </li>
      ))}
    </ul>
  )
}
