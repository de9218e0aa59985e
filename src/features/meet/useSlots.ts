import { useMemo, useState } from 'react'
import { useBrowserQuery } from '../../graphql/useBrowserQuery'
import { usePageLocale } from '../../routing/usePageLocale'
import { useRefreshWhileVisible } from '../question/useRefreshWhileVisible'
import { AvailableSlotsQuery } from './meet-operations'
import { groupSlotsByDay, type SlotDay } from './slot-days'
import { timeZoneLabel, visitorTimeZone } from './time-zone'

/** Free slots are re-read this often while the picker is visible (others book too), and on focus. */
const SLOTS_REFRESH_INTERVAL_MS = 60_000

export interface Slots {
  readonly days: readonly SlotDay[]
  readonly starts: ReadonlySet<string>
  readonly timeZone: string
  readonly zoneLabel: string
  /** No slots to show yet (first load, or Retry after a failure). */
  readonly loading: boolean
  /** The last read failed: no slots are shown (never the stale ones), only the error and Retry. */
  readonly failed: boolean
  /** Re-read from the API now (after SLOT_TAKEN, or the Retry button). */
  readonly refresh: () => void
}

/**
 * The ambassador's free slots of the next 14 days, always from the API
 * (never prerendered: others book), re-read while the picker is visible and
 * when the visitor comes back to the tab.
 */
export function useSlots(ambassadorId: string): Slots {
  const locale = usePageLocale()
  const query = useBrowserQuery(AvailableSlotsQuery, { ambassadorId }, { requestPolicy: 'network-only' })
  // After a failure the visitor's Retry decides when to ask again.
  useRefreshWhileVisible(query.refresh, SLOTS_REFRESH_INTERVAL_MS, query.status !== 'error')
  const slots = query.data?.availableSlots
  const [timeZone] = useState(visitorTimeZone)
  const days = useMemo(() => (slots ? groupSlotsByDay(slots, timeZone, locale) : []), [slots, timeZone, locale])
  const starts = useMemo(() => new Set(slots?.map((slot) => slot.startsAt) ?? []), [slots])
  const firstStart = slots?.[0]?.startsAt
  return {
    days,
    starts,
    timeZone,
    zoneLabel: timeZoneLabel(timeZone, firstStart ? new Date(firstStart) : new Date(), locale),
    loading: !slots && query.status !== 'error',
    failed: query.status === 'error',
    refresh: query.refresh,
  }
}
