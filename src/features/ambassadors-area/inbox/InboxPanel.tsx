import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Account } from '../area/account-operations'
import { Tabs } from '../shared/Tabs'
import { useStoredChoice } from '../../session-area/useStoredChoice'
import { areaStorage } from '../session/area-storage'
import { QuestionList } from './QuestionList'

const STATUSES = ['OPEN', 'ANSWERED', 'CLOSED'] as const
export type InboxStatus = (typeof STATUSES)[number]

/** The inbox: open questions (oldest first), answered and closed ones, each in its tab. */
export function InboxPanel({ account }: { account: Account }) {
  const { t } = useTranslation()
  const [status, setStatus] = useStoredChoice<InboxStatus>(areaStorage, 'inbox-tab', STATUSES, 'OPEN')
  const [announcement, setAnnouncement] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)
  // After an action the acted-on question leaves the list: say what happened and keep focus in the panel.
  const announce = (message: string): void => {
    setAnnouncement(message)
    heading.current?.focus()
  }
  const items = [
    {
      key: 'OPEN' as const,
      label:
        account.openQuestionCount > 0
          ? t('ambassadorsArea.sections.withCount', { label: t('ambassadorsArea.inbox.open'), count: account.openQuestionCount })
          : t('ambassadorsArea.inbox.open'),
    },
    { key: 'ANSWERED' as const, label: t('ambassadorsArea.inbox.answered') },
    { key: 'CLOSED' as const, label: t('ambassadorsArea.inbox.closed') },
  ]
  return (
    <section className="area-panel" aria-labelledby="area-inbox-heading">
      <h2 id="area-inbox-heading" ref={heading} tabIndex={-1}>
        {t('ambassadorsArea.inbox.heading')}
      </h2>
      <p className="area-status" role="status">
        {announcement}
      </p>
      <Tabs id="inbox" label={t('ambassadorsArea.inbox.tabsLabel')} items={items} selected={status} onSelect={(next) => (setAnnouncement(''), setStatus(next))}>
        <QuestionList key={status} status={status} onAnnounce={announce} />
      </Tabs>
    </section>
  )
}
