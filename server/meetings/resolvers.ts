/** Meetings: slots, booking, the manage link and the ambassador's meeting list. */
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm'
import { meetings } from '../db/schema'
import type { ApiContext } from '../graphql/context'
import { payload } from '../graphql/payload'
import { pageSize } from '../core/paging'
import type { ResolverMap } from '../graphql/resolver-types'
import { isUuid } from '../core/ids'
import { freeSlots } from './availability'
import { bookMeeting } from './book'
import type { BookMeetingInput } from './book'
import { manageLink } from '../notifications/templates'
import { ambassadorMeetingsUrl, icsOf } from './mails'
import type { MeetingRow } from '../db/rows'
import { cancelByToken, meetingByToken, respond } from './manage'
import type { MeetingAction } from './manage'
import { ambassadorById } from '../ambassadors/loaders'

/** A meeting reached with its manage token: the request holds the token, the row only its hash. */
type MeetingWithLink = MeetingRow & { readonly manageToken?: string }

const withManageToken = (m: MeetingRow | null, token: string): MeetingWithLink | null => (m === null ? null : { ...m, manageToken: token.trim() })

export const meetingResolvers: ResolverMap = {
  Query: {
    availableSlots: async (_: unknown, a: { ambassadorId: string; from?: Date | null; to?: Date | null }, ctx: ApiContext) => {
      const ambassador = isUuid(a.ambassadorId) ? await ambassadorById(ctx).load(a.ambassadorId) : null
      if (ambassador === null) return []
      const slots = await freeSlots(ctx.db, ambassador, ctx.org.row, a.from?.getTime() ?? null, a.to?.getTime() ?? null)
      return slots.map((s) => ({ startsAt: new Date(s.startsAt), endsAt: new Date(s.endsAt) }))
    },
    managedMeeting: async (_: unknown, a: { token: string }, ctx: ApiContext) => withManageToken(await meetingByToken(ctx, a.token), a.token),
    myMeetings: async (_: unknown, a: { scope: 'UPCOMING' | 'PAST'; first?: number | null }, ctx: ApiContext) => {
      const { ambassadorId } = await ctx.requireAmbassador()
      const upcoming = a.scope === 'UPCOMING'
      return ctx.db
        .select()
        .from(meetings)
        .where(and(eq(meetings.ambassadorId, ambassadorId), upcoming ? gte(meetings.endsAt, sql`now()`) : lt(meetings.endsAt, sql`now()`)))
        .orderBy(upcoming ? asc(meetings.startsAt) : desc(meetings.startsAt))
        .limit(pageSize(a.first, 50, 200))
    },
  },
  Mutation: {
    bookMeeting: (_: unknown, { input }: { input: BookMeetingInput }, ctx: ApiContext) =>
      payload(
        async () => {
          const booked = await bookMeeting(ctx, input)
          return { ...booked, meeting: withManageToken(booked.meeting, booked.manageToken) }
        },
        { meeting: null, manageToken: null },
      ),
    cancelMeeting: (_: unknown, a: { token: string; reason?: string | null }, ctx: ApiContext) =>
      payload(async () => ({ meeting: withManageToken((await cancelByToken(ctx, a.token, a.reason ?? null)).meeting, a.token) }), { meeting: null }),
    respondToMeeting: (_: unknown, { input }: { input: { meetingId: string; action: MeetingAction; reason?: string | null } }, ctx: ApiContext) =>
      payload(() => respond(ctx, input.meetingId, input.action, input.reason ?? null), { meeting: null }),
  },
  Meeting: {
    ambassador: (m: MeetingRow, _: unknown, ctx: ApiContext) => ambassadorById(ctx).load(m.ambassadorId),
    status: (m: MeetingRow) => m.status.toUpperCase(),
    type: (m: MeetingRow) => m.type.toUpperCase(),
    // The manage-link holder's file opens that link; the ambassador's (myMeetings) their area.
    ics: async (m: MeetingWithLink, _: unknown, ctx: ApiContext) => {
      const a = await ambassadorById(ctx).load(m.ambassadorId)
      const locale = m.locale === 'fr' ? 'fr' : 'en'
      const url = m.manageToken === undefined ? ambassadorMeetingsUrl(ctx.env.publicUrl) : manageLink(ctx.env.publicUrl, locale, m.manageToken)
      return icsOf(m, { ambassadorFirstName: a?.firstName ?? '', orgName: locale === 'fr' ? ctx.org.row.nameFr : ctx.org.row.nameEn, url })
    },
  },
}
