/** Meetings: slots, booking, the manage link and the ambassador's meeting list. */
import { payload } from '../graphql/payload'
import type { Resolvers } from '../resolver-types.generated'
import type { MeetingAttendance, MeetingStatus, MeetingType } from '../schema-types.generated'
import { availableSlots } from './availability'
import { bookMeeting } from './book'
import { manageLink } from '../notifications/templates'
import { ambassadorMeetingsUrl, icsOf, joinPageOf } from './mails'
import type { MeetingRow } from '../db/rows'
import { ambassadorMeetings } from './lists'
import { cancelByToken, meetingByToken, respond } from './manage'
import type { MeetingWithLink } from './manage'
import { ambassadorById, referencedAmbassador } from '../ambassadors/loaders'
import { visitorEmailFor, visitorPhoneFor } from './attendee'
import { callLinkOf, isJoinOpen, joinOpensAt, joinPageUrlOf } from './join-link'
import { meetingJoin } from './join'
import { rescheduleByToken } from './reschedule'
import { markAttendance } from './attendance'
import { typicalConfirmationHours } from './confirmation-time'

const withManageToken = (m: MeetingRow | null, token: string): MeetingWithLink | null => (m === null ? null : { ...m, manageToken: token.trim() })

/** GraphQL's MeetingStatus and MeetingType of each `meetings` column value. */
const STATUS: Readonly<Record<MeetingRow['status'], MeetingStatus>> = { pending: 'PENDING', confirmed: 'CONFIRMED', declined: 'DECLINED', cancelled: 'CANCELLED' }
const TYPE: Readonly<Record<MeetingRow['type'], MeetingType>> = { video: 'VIDEO', phone: 'PHONE' }
const ATTENDANCE: Readonly<Record<NonNullable<MeetingRow['attendance']>, MeetingAttendance>> = { held: 'HELD', missed: 'MISSED' }

export const meetingResolvers: Resolvers = {
  Query: {
    availableSlots: (_, a, ctx) => availableSlots(ctx, a),
    managedMeeting: async (_, a, ctx) => withManageToken(await meetingByToken(ctx, a.token), a.token),
    myMeetings: async (_, a, ctx) => ambassadorMeetings(ctx, await ctx.requireAmbassador(), a),
    meetingJoin: async (_, a, ctx) => {
      const join = await meetingJoin(ctx, a.room)
      return join === null ? null : { ...join, status: STATUS[join.status] }
    },
  },
  Mutation: {
    bookMeeting: async (_, { input }, ctx) => {
      const caller = await ctx.caller()
      return payload(
        async () => {
          const booked = await bookMeeting(ctx, caller, input)
          return { ...booked, meeting: withManageToken(booked.meeting, booked.manageToken) }
        },
        { meeting: null, manageToken: null },
      )
    },
    cancelMeeting: (_, a, ctx) => payload(async () => ({ meeting: withManageToken((await cancelByToken(ctx, a.token, a.reason ?? null)).meeting, a.token) }), { meeting: null }),
    rescheduleMeeting: async (_, a, ctx) => {
      const caller = await ctx.caller()
      return payload(async () => ({ meeting: withManageToken((await rescheduleByToken(ctx, caller, a.token, a.startsAt, a.idempotencyKey)).meeting, a.token) }), { meeting: null })
    },
    markMeetingAttendance: async (_, a, ctx) => {
      const ambassador = await ctx.requireAmbassador()
      return payload(() => markAttendance(ctx, ambassador, a.meetingId, a.attendance === 'HELD' ? 'held' : 'missed'), { meeting: null })
    },
    respondToMeeting: async (_, { input }, ctx) => {
      const ambassador = await ctx.requireAmbassador()
      return payload(() => respond(ctx, ambassador, input.meetingId, input.action, input.reason ?? null), { meeting: null })
    },
  },
  Meeting: {
    ambassador: (m, _, ctx) => referencedAmbassador(ctx, m.ambassadorId),
    status: (m) => STATUS[m.status],
    type: (m) => TYPE[m.type],
    attendance: (m) => (m.attendance === null ? null : ATTENDANCE[m.attendance]),
    confirmationHours: (m, _, ctx) => typicalConfirmationHours(ctx.db, m.orgId, m.ambassadorId),
    email: (m) => visitorEmailFor(m),
    phone: (m, _, ctx) => visitorPhoneFor(ctx, m),
    joinUrl: (m, _, ctx) => (isJoinOpen(m, ctx.clock()) ? callLinkOf(ctx.org.row.meetingLinkTemplate, m.roomKey) : null),
    joinPageUrl: (m, a, ctx) => (m.type === 'video' ? joinPageUrlOf(ctx.env.publicUrl, a.locale ?? (m.locale === 'fr' ? 'fr' : 'en'), m.roomKey) : null),
    joinOpensAt: (m) => (m.type === 'video' ? joinOpensAt(m) : null),
    // The manage-link holder's file opens that link; the ambassador's (myMeetings) their area.
    ics: async (m, _, ctx) => {
      const a = await ambassadorById(ctx).load(m.ambassadorId)
      const locale = m.locale === 'fr' ? 'fr' : 'en'
      const forVisitor = m.manageToken !== undefined
      const url = m.manageToken === undefined ? ambassadorMeetingsUrl(ctx.env.publicUrl) : manageLink(ctx.env.publicUrl, locale, m.manageToken)
      const joinPage = joinPageOf(ctx.env.publicUrl, m, forVisitor ? locale : 'en')
      return icsOf(m, { ambassadorFirstName: a?.firstName ?? '', orgName: locale === 'fr' ? ctx.org.row.nameFr : ctx.org.row.nameEn, url, joinPage, forVisitor })
    },
  },
}
