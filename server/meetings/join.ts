/** `meetingJoin`: what a join page (`/meet?join=<room>`) shows, for whoever holds the link. */
import { and, eq } from 'drizzle-orm'
import { MEETING_ROOM_KEY_PATTERN } from '../../src/contract/limits'
import type { Deps } from '../core/deps'
import { meetings } from '../db/schema'
import type { MeetingRow } from '../db/rows'
import { callLinkOf, isJoinOpen, joinOpensAt } from './join-link'

export interface MeetingJoinView {
  readonly startsAt: Date
  readonly endsAt: Date
  readonly status: MeetingRow['status']
  readonly joinUrl: string | null
  readonly joinOpensAt: Date
}

/** Null for a malformed or unknown room, and for phone calls (they have no room to join). */
export async function meetingJoin(deps: Pick<Deps, 'db' | 'org' | 'clock'>, room: string): Promise<MeetingJoinView | null> {
  if (!MEETING_ROOM_KEY_PATTERN.test(room)) return null
  const [m] = await deps.db
    .select()
    .from(meetings)
    .where(and(eq(meetings.orgId, deps.org.id), eq(meetings.roomKey, room), eq(meetings.type, 'video')))
  if (m === undefined) return null
  const open = isJoinOpen(m, deps.clock())
  return { startsAt: m.startsAt, endsAt: m.endsAt, status: m.status, joinUrl: open ? callLinkOf(deps.org.row.meetingLinkTemplate, m.roomKey) : null, joinOpensAt: joinOpensAt(m) }
}
