import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadingStatus } from '../../../components/LoadingStatus'
import { QueryError } from '../../../components/QueryError'
import { useBrowserQuery } from '../../../graphql/useBrowserQuery'
import { OwnersOnly } from '../shared/OwnersOnly'
import { InviteStaffForm } from './InviteStaffForm'
import { StaffMembersQuery } from './staff-members-operations'
import { REFRESH_STAFF } from './staff-roles'
import { StaffMemberRow } from './StaffMemberRow'

/** The Staff tab: owners list, invite, re-role and remove staff; editors are told this is for owners. */
export function StaffPanel({ isOwner, myId }: { isOwner: boolean; myId: string }) {
  const { t } = useTranslation()
  return (
    <div className="area-panel">
      <h2>{t('staffConsole.staff.heading')}</h2>
      {isOwner ? <StaffList myId={myId} /> : <OwnersOnly what={t('staffConsole.staff.what')} />}
    </div>
  )
}

function StaffList({ myId }: { myId: string }) {
  const { t } = useTranslation()
  const members = useBrowserQuery(StaffMembersQuery, {}, { requestPolicy: 'network-only', context: REFRESH_STAFF })
  const [announcement, setAnnouncement] = useState('')
  let list
  if (!members.data) list = members.status === 'error' ? <QueryError onRetry={members.refresh} /> : <LoadingStatus label={t('staffConsole.staff.loading')} />
  else
    list = (
      <table className="console-table console-cards">
        <caption className="area-sr-only">{t('staffConsole.staff.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('staffConsole.staff.email')}</th>
            <th scope="col">{t('staffConsole.staff.role')}</th>
            <th scope="col">{t('staffConsole.staff.lastSignIn')}</th>
            <th scope="col">{t('staffConsole.staff.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {members.data.staffMembers.map((member) => (
            <StaffMemberRow key={member.id} member={member} isMe={member.id === myId} onAnnounce={setAnnouncement} />
          ))}
        </tbody>
      </table>
    )
  return (
    <>
      <p className="area-status" role="status">
        {announcement}
      </p>
      {list}
      <InviteStaffForm />
    </>
  )
}
