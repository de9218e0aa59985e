/** An ambassador's meetings: upcoming (not yet ended) soonest first, or past ones latest first. */
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm'
import type { AmbassadorActor } from '../core/actor'
import type { Deps } from '../core/deps'
import { pageSize } from '../core/paging'
import type { MeetingRow } from '../db/rows'
import { meetings } from '../db/schema'
import type { MeetingScope } from '../schema-types.generated'

export function ambassadorMeetings(deps: Pick<Deps, 'db'>, actor: AmbassadorActor, a: { readonly scope: MeetingScope; readonly first?: number | null }): Promise<MeetingRow[]> {
  const upcoming = a.scope === 'UPCOMING'
  return deps.db
    .select()
    .from(meetings)
    .where(and(eq(meetings.ambassadorId, actor.ambassadorId), upcoming ? gte(meetings.endsAt, sql`now()`) : lt(meetings.endsAt, sql`now()`)))
    .orderBy(upcoming ? asc(meetings.startsAt) : desc(meetings.startsAt))
    .limit(pageSize(a.first, 50, 200))
}
