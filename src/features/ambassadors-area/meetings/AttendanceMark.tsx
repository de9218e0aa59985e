import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { useAreaAction } from '../shared/useAreaAction'
import { MarkMeetingAttendanceMutation, type AmbassadorMeeting } from './meetings-operations'

type Attendance = 'HELD' | 'MISSED'

interface AttendanceMarkProps {
  readonly meeting: AmbassadorMeeting
  /** The visitor's first name, for the announcement. */
  readonly name: string
  readonly onAnnounce: (message: string) => void
}

/**
 * A past confirmed call: did it take place? (issue 33) Two toggle buttons,
 * the pressed one is the current mark; pressing the other corrects it. Staff
 * insights count held and missed calls.
 */
export function AttendanceMark({ meeting, name, onAnnounce }: AttendanceMarkProps) {
  const { t } = useTranslation()
  const [, mark] = useMutation(MarkMeetingAttendanceMutation)
  const action = useAreaAction()
  const choose = async (attendance: Attendance): Promise<void> => {
    const ok = await action.run(async () => {
      const result = await mark({ meetingId: meeting.id, attendance })
      return { error: result.error, fieldErrors: result.data?.markMeetingAttendance.fieldErrors }
    })
    if (ok) onAnnounce(t(`ambassadorsArea.meetings.attendance.done${attendance}`, { name }))
  }
  const groupId = `attendance-${meeting.id}`
  return (
    <div className="area-actions" role="group" aria-labelledby={groupId}>
      <span id={groupId} className="area-muted">
        {meeting.attendance === null ? t('ambassadorsArea.meetings.attendance.question') : t(`ambassadorsArea.meetings.attendance.marked${meeting.attendance}`)}
      </span>
      {(['HELD', 'MISSED'] as const).map((attendance) => (
        <button
          key={attendance}
          type="button"
          className={meeting.attendance === attendance ? 'button' : 'button button-secondary'}
          aria-pressed={meeting.attendance === attendance}
          aria-busy={action.busy || undefined}
          onClick={() => void (action.busy ? undefined : choose(attendance))}
        >
          {t(`ambassadorsArea.meetings.attendance.${attendance}`)}
        </button>
      ))}
      {action.error !== null && (
        <p className="area-error" role="alert">
          {action.error}
        </p>
      )}
    </div>
  )
}
