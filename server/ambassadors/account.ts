/** The signed-in ambassador's account: `me`, availability and profile edits. */
import { statusName } from './status'
import { and, eq, lt, sql } from 'drizzle-orm'
import { QUESTION_OVERDUE_HOURS } from '../../src/contract/limits'
import { availabilitySchema, profileSchema, validateWeeklyWindows } from '../../src/contract/validation/account-schemas'
import type { FieldIssue } from '../../src/contract/validation/schemas'
import type { WeeklyWindowInput } from '../../src/contract/validation/account-schemas'
import { ambassadors, availabilityWindows, meetings, questions } from '../db/schema'
import type { ApiContext } from '../graphql/context'
import type { AmbassadorRow } from '../db/rows'
import { payload } from '../graphql/payload'
import { assertValid, trimmed } from '../core/validation'
import type { ResolverMap } from '../graphql/resolver-types'
import { minutesOf } from '../core/time-of-day'
import { bumpDirectoryVersion } from '../organizations/directory-version'
import { notePublicChange } from '../publishing/public-changes'
import { FieldErrorsFailure, toFieldErrors } from '../core/field-errors'
import { recordProfileFlags, screenProfileTexts } from '../safeguarding/profile-texts'
import { buildSearchText } from './search-text'

const hhmm = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** The signed-in ambassador's row; `onboarding` lets invited and pending ones through (`me`, completeProfile). */
export async function loadMe(ctx: ApiContext, onboarding = false): Promise<AmbassadorRow> {
  const { ambassadorId } = await ctx.requireAmbassador({ onboarding })
  const [row] = await ctx.db.select().from(ambassadors).where(eq(ambassadors.id, ambassadorId))
  if (row === undefined) throw new Error('signed-in ambassador vanished')
  return row
}

const count = async (ctx: ApiContext, query: Promise<{ n: number }[]>): Promise<number> => Number((await query)[0]?.n ?? 0)

interface AvailabilityInput {
  timeZone: string
  meetingMinutes: number
  acceptsMeetings: boolean
  windows: WeeklyWindowInput[]
  outOfOffice: string[]
}

interface ProfileInput {
  headline: string
  bioEn: string
  bioFr: string
  languages: string[]
  interests: string[]
  city: string
  latitude?: number | null
  longitude?: number | null
}

const issue = (field: string, code: string): FieldIssue => ({ field, code, rule: 'custom', params: {}, messageKey: 'validation.default' })

export const accountResolvers: ResolverMap = {
  Query: {
    // Every status but inactive: the ambassadors area reads `me.status` to show onboarding or the inbox.
    me: (_: unknown, __: unknown, ctx: ApiContext) => loadMe(ctx, true),
  },
  AmbassadorAccount: {
    ambassador: (a: AmbassadorRow) => a,
    status: (a: AmbassadorRow) => statusName(a.status),
    // An invitation's placeholder is '' (no level chosen yet), which the enum cannot carry.
    studyLevel: (a: AmbassadorRow) => (a.studyLevel === '' ? null : a.studyLevel),
    weeklyAvailability: async (a: AmbassadorRow, _: unknown, ctx: ApiContext) => {
      const rows = await ctx.db
        .select()
        .from(availabilityWindows)
        .where(eq(availabilityWindows.ambassadorId, a.id))
        .orderBy(availabilityWindows.weekday, availabilityWindows.startMinute)
      return rows.map((w) => ({ weekday: w.weekday, start: hhmm(w.startMinute), end: hhmm(w.endMinute) }))
    },
    outOfOffice: (a: AmbassadorRow) => [...a.outOfOffice].sort(),
    openQuestionCount: (a: AmbassadorRow, _: unknown, ctx: ApiContext) =>
      count(
        ctx,
        ctx.db
          .select({ n: sql<number>`count(*)::int` })
          .from(questions)
          .where(and(eq(questions.ambassadorId, a.id), eq(questions.status, 'open'))),
      ),
    overdueQuestionCount: (a: AmbassadorRow, _: unknown, ctx: ApiContext) =>
      count(
        ctx,
        ctx.db
          .select({ n: sql<number>`count(*)::int` })
          .from(questions)
          .where(and(eq(questions.ambassadorId, a.id), eq(questions.status, 'open'), lt(questions.createdAt, sql`now() - make_interval(hours => ${QUESTION_OVERDUE_HOURS})`))),
      ),
    pendingMeetingCount: (a: AmbassadorRow, _: unknown, ctx: ApiContext) =>
      count(
        ctx,
        ctx.db
          .select({ n: sql<number>`count(*)::int` })
          .from(meetings)
          .where(and(eq(meetings.ambassadorId, a.id), eq(meetings.status, 'pending'), sql`${meetings.startsAt} > now()`)),
      ),
  },
  Mutation: {
    setAvailability: (_: unknown, { input }: { input: AvailabilityInput }, ctx: ApiContext) =>
      payload(
        async () => {
          const me = await loadMe(ctx)
          const values = { ...input, timeZone: input.timeZone.trim(), outOfOffice: [...new Set(input.outOfOffice)].sort() }
          assertValid(availabilitySchema, values, ctx.locale)
          const windowIssues = validateWeeklyWindows(values.windows)
          if (windowIssues.length > 0) throw new FieldErrorsFailure(toFieldErrors(windowIssues, null, ctx.locale))
          await ctx.db.transaction(async (tx) => {
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
            await bumpDirectoryVersion(tx, ctx.org.id)
            // …and the prerendered cards show whether an ambassador takes calls.
            if (values.acceptsMeetings !== me.acceptsMeetings) await notePublicChange(tx, ctx.org.id)
          })
          return { me: await loadMe(ctx) }
        },
        { me: null },
      ),
    updateProfile: (_: unknown, { input }: { input: ProfileInput }, ctx: ApiContext) =>
      payload(
        async () => {
          const me = await loadMe(ctx)
          const values = trimmed({
            ...input,
            languages: [...new Set(input.languages.map((l) => l.trim().toLowerCase()))],
            interests: [...new Set(input.interests.map((i) => i.trim()))],
          })
          assertValid(profileSchema, values, ctx.locale)
          const problems: FieldIssue[] = []
          if (values.interests.some((k) => !ctx.org.interestByKey.has(k))) problems.push(issue('interests', 'NOT_ALLOWED'))
          const { latitude, longitude } = values
          const moved = typeof latitude === 'number' && typeof longitude === 'number'
          if (moved && (Math.abs(latitude) > 90 || Math.abs(longitude) > 180)) problems.push(issue('latitude', 'INVALID'))
          if (problems.length > 0) throw new FieldErrorsFailure(toFieldErrors(problems, profileSchema, ctx.locale))
          const flagged = await screenProfileTexts(ctx, input, me)
          const term = (key: string) => [ctx.org.fieldByKey.get(key), ctx.org.interestByKey.get(key)].flatMap((t) => (t ? [t.nameEn, t.nameFr] : []))
          const searchText = buildSearchText({ ...me, headline: values.headline, city: values.city, termNames: [me.fieldKey, ...values.interests].flatMap(term) })
          await ctx.db.transaction(async (tx) => {
            await tx
              .update(ambassadors)
              .set({
                headline: values.headline,
                bioEn: values.bioEn,
                bioFr: values.bioFr,
                languages: values.languages,
                interests: values.interests,
                city: values.city,
                searchText,
                updatedAt: sql`now()`,
                lastActiveAt: sql`now()`,
                ...(moved ? { latitude, longitude } : {}),
              })
              .where(eq(ambassadors.id, me.id))
            await recordProfileFlags(ctx, tx, me.id, flagged)
            await bumpDirectoryVersion(tx, ctx.org.id)
            // The profile is on the prerendered pages (cards, profile dialog data).
            await notePublicChange(tx, ctx.org.id)
          })
          return { me: await loadMe(ctx) }
        },
        { me: null },
      ),
  },
}
