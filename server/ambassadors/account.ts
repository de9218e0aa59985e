/** The signed-in ambassador's account: `me` and availability (profile edits: server/profile-review/edit-profile.ts). */
import { and, eq, lt, sql } from 'drizzle-orm'
import { QUESTION_OVERDUE_HOURS } from '../../src/contract/limits'
import { availabilitySchema, validateWeeklyWindows } from '../../src/contract/validation/account-schemas'
import { ambassadors, availabilityWindows, meetings, questions } from '../db/schema'
import type { AmbassadorRow } from '../db/rows'
import type { AmbassadorActor } from '../core/actor'
import type { Deps } from '../core/deps'
import { assertValid } from '../core/validation'
import { minutesOf } from '../core/time-of-day'
import type { ScreenDeps } from '../safeguarding/screen'
import type { AvailabilityInput, AvailabilityWindow } from '../schema-types.generated'
import { bumpDirectoryVersion } from '../organizations/directory-version'
import { notePublicChange } from '../publishing/public-changes'
import { FieldErrorsFailure, toFieldErrors } from '../core/field-errors'

const hhmm = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** The signed-in ambassador's row (the edge decides which statuses pass: invited and pending ones too for `me` and onboarding). */
export async function loadMe(deps: Pick<Deps, 'db'>, actor: AmbassadorActor): Promise<AmbassadorRow> {
  const [row] = await deps.db.select().from(ambassadors).where(eq(ambassadors.id, actor.ambassadorId))
  if (row === undefined) throw new Error('signed-in ambassador vanished')
  return row
}

export async function weeklyAvailability(deps: Pick<Deps, 'db'>, ambassadorId: string): Promise<AvailabilityWindow[]> {
  const rows = await deps.db
    .select()
    .from(availabilityWindows)
    .where(eq(availabilityWindows.ambassadorId, ambassadorId))
    .orderBy(availabilityWindows.weekday, availabilityWindows.startMinute)
  return rows.map((w) => ({ weekday: w.weekday, start: hhmm(w.startMinute), end: hhmm(w.endMinute) }))
}

const count = async (query: Promise<{ n: number }[]>): Promise<number> => Number((await query)[0]?.n ?? 0)

export const openQuestionCount = (deps: Pick<Deps, 'db'>, ambassadorId: string): Promise<number> =>
  count(
    deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(questions)
      .where(and(eq(questions.ambassadorId, ambassadorId), eq(questions.status, 'open'))),
  )

export const overdueQuestionCount = (deps: Pick<Deps, 'db'>, ambassadorId: string): Promise<number> =>
  count(
    deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(questions)
      .where(and(eq(questions.ambassadorId, ambassadorId), eq(questions.status, 'open'), lt(questions.createdAt, sql`now() - make_interval(hours => ${QUESTION_OVERDUE_HOURS})`))),
  )

export const pendingMeetingCount = (deps: Pick<Deps, 'db'>, ambassadorId: string): Promise<number> =>
  count(
    deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(meetings)
      .where(and(eq(meetings.ambassadorId, ambassadorId), eq(meetings.status, 'pending'), sql`${meetings.startsAt} > now()`)),
  )

export async function setAvailability(deps: Pick<Deps, 'db' | 'org' | 'locale'>, actor: AmbassadorActor, input: AvailabilityInput): Promise<{ me: AmbassadorRow }> {
  const me = await loadMe(deps, actor)
  const values = { ...input, timeZone: input.timeZone.trim(), outOfOffice: [...new Set(input.outOfOffice)].sort() }
  assertValid(availabilitySchema, values, deps.locale)
  const windowIssues = validateWeeklyWindows(values.windows)
  if (windowIssues.length > 0) throw new FieldErrorsFailure(toFieldErrors(windowIssues, null, deps.locale))
  await deps.db.transaction(async (tx) => {
    await tx
      .update(ambassadors)
      .set({
        timeZone: values.timeZone,
        meetingMinutes: values.meetingMinutes,
        acceptsMeetings: values.acceptsMeetings,
        outOfOffice: values.outOfOffice,
        updatedAt: sql`now()`,
        lastActiveAt: sql`now()`,
      })
      .where(eq(ambassadors.id, me.id))
    await tx.delete(availabilityWindows).where(eq(availabilityWindows.ambassadorId, me.id))
    if (values.windows.length > 0) {
      await tx
        .insert(availabilityWindows)
        .values(values.windows.map((w) => ({ ambassadorId: me.id, weekday: w.weekday, startMinute: minutesOf(w.start), endMinute: minutesOf(w.end) })))
    }
    // acceptsMeetings is a directory filter: cached counts must be refreshed.
    await bumpDirectoryVersion(tx, deps.org.id)
    // …and the prerendered cards show whether an ambassador takes calls.
    if (values.acceptsMeetings !== me.acceptsMeetings) await notePublicChange(tx, deps.org.id)
  })
  return { me: await loadMe(deps, actor) }
}

/** The profile's texts go through the organization's safeguarding rules (its rule cache): onboarding and profile edits. */
export type ProfileDeps = Pick<Deps, 'db' | 'org' | 'env' | 'locale'> & ScreenDeps
