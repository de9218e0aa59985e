/**
 * The ambassador says whether a past confirmed call took place (issue 33,
 * decision 146): HELD or MISSED, changeable (a wrong click is corrected by
 * the other one). Insights counts both (insights/daily.ts).
 */
import { and, eq, sql } from 'drizzle-orm'
import { meetings } from '../db/schema'
import type { AmbassadorActor } from '../core/actor'
import type { Deps } from '../core/deps'
import { forbidden } from '../core/errors'
import { domainError, FieldErrorsFailure } from '../core/field-errors'
import { isUuid } from '../core/ids'
import type { MeetingRow } from '../db/rows'

export type Attendance = NonNullable<MeetingRow['attendance']>

export async function markAttendance(
  deps: Pick<Deps, 'db' | 'org' | 'clock' | 'locale'>,
  actor: AmbassadorActor,
  meetingId: string,
  attendance: Attendance,
): Promise<{ meeting: MeetingRow }> {
  const [m] = isUuid(meetingId)
    ? await deps.db
        .select()
        .from(meetings)
        .where(and(eq(meetings.id, meetingId), eq(meetings.orgId, deps.org.id)))
    : []
  if (m === undefined) throw new FieldErrorsFailure([domainError('meetingId', 'NOT_FOUND', deps.locale)])
  if (m.ambassadorId !== actor.ambassadorId) throw forbidden('This meeting belongs to another ambassador.')
  const now = new Date(deps.clock().getTime())
  const [updated] = await deps.db
    .update(meetings)
    .set({ attendance, updatedAt: sql`now()` })
    .where(and(eq(meetings.id, m.id), eq(meetings.status, 'confirmed'), sql`${meetings.startsAt} <= ${now.toISOString()}::timestamptz`))
    .returning()
  if (updated === undefined) throw new FieldErrorsFailure([domainError('meetingId', 'CALL_NOT_PAST', deps.locale)])
  return { meeting: updated }
}
