import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { usePageLocale } from '../../../routing/usePageLocale'
import { RowActionsMenu } from '../shared/RowActionsMenu'
import { useConsoleAction } from '../shared/useConsoleAction'
import { RemoveStaffMutation, SetStaffRoleMutation, type StaffMemberRowData } from './staff-members-operations'
import { REFRESH_STAFF, STAFF_ROLES, type StaffRoleValue } from './staff-roles'

interface StaffMemberRowProps {
  readonly member: StaffMemberRowData
  readonly isMe: boolean
  readonly onAnnounce: (message: string) => void
}

/** One staff member: address, role (changeable), last sign-in, and removal in the row's menu after a dialog that names them. */
export function StaffMemberRow({ member, isMe, onAnnounce }: StaffMemberRowProps) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const [, setRole] = useMutation(SetStaffRoleMutation)
  const [, remove] = useMutation(RemoveStaffMutation)
  const roleAction = useConsoleAction()
  const removeAction = useConsoleAction()
  // The role chosen in the select, or null to show the stored one. Kept across the list's refresh after a
  // save (the row is keyed by id alone): a choice made while that refresh was on its way is not thrown away.
  const [choice, chooseRole] = useState<StaffRoleValue | null>(null)
  const role = choice ?? member.role
  const selectId = `staff-role-${member.id}`

  const saveRole = async (): Promise<void> => {
    const ok = await roleAction.run(async () => {
      const result = await setRole({ staffId: member.id, role }, REFRESH_STAFF)
      return { error: result.error, fieldErrors: result.data?.setStaffRole.fieldErrors }
    })
    if (ok) onAnnounce(t('staffConsole.staff.roleChanged', { email: member.email, role: t(`staffConsole.roles.${role}`) }))
  }
  const confirmRemoval = async (): Promise<boolean> => {
    const ok = await removeAction.run(async () => {
      const result = await remove({ staffId: member.id }, REFRESH_STAFF)
      return { error: result.error, fieldErrors: result.data?.removeStaff.fieldErrors }
    })
    if (ok) onAnnounce(t('staffConsole.staff.removed', { email: member.email }))
    return ok
  }

  return (
    <tr>
      <th scope="row">
        <span className="console-primary-line">{member.email}</span>
        {isMe && <span className="area-muted"> {t('staffConsole.staff.you')}</span>}
      </th>
      <td data-label={t('staffConsole.staff.role')}>
        <label className="area-sr-only" htmlFor={selectId}>
          {t('staffConsole.staff.roleOf', { email: member.email })}
        </label>
        <select id={selectId} className="field-control field-select" value={role} onChange={(event) => chooseRole(event.currentTarget.value as StaffRoleValue)}>
          {STAFF_ROLES.map((value) => (
            <option key={value} value={value}>
              {t(`staffConsole.roles.${value}`)}
            </option>
          ))}
        </select>
        {role !== member.role && (
          <button type="button" className="button button-secondary" onClick={() => void saveRole()} aria-busy={roleAction.busy || undefined}>
            {t('staffConsole.staff.changeRole')}
          </button>
        )}
        {roleAction.error !== null && (
          <p className="area-error" role="alert">
            {roleAction.error}
          </p>
        )}
      </td>
      <td data-label={t('staffConsole.staff.lastSignIn')}>
        {member.lastSignInAt
          ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(member.lastSignInAt))
          : t('staffConsole.staff.neverSignedIn')}
      </td>
      <td className="console-row-actions">
        <RowActionsMenu
          label={t('staffConsole.rowActions.label', { name: member.email })}
          items={[
            {
              key: 'remove',
              label: t('staffConsole.staff.remove'),
              ariaLabel: t('staffConsole.staff.removeLabel', { email: member.email }),
              title: t('staffConsole.staff.removeTitle', { email: member.email }),
              message: t('staffConsole.staff.removeConfirm'),
              confirmLabel: t('staffConsole.staff.removeYes'),
              cancelLabel: t('staffConsole.staff.removeNo'),
              action: removeAction,
              onConfirm: confirmRemoval,
            },
          ]}
        />
      </td>
    </tr>
  )
}
