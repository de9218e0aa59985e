import { useCallback, useMemo, useState } from 'react'
import { consoleStorage } from '../session/console-storage'
import { browserTimeZone } from './calendar-days'
import { parseRange, resolveRange, serializeRange, type DayRange, type RangeChoice } from './range-choice'

const RANGE_KEY = 'insightsRange'
const ZONE_KEY = 'insightsTimeZone'

export interface InsightsRangeState {
  readonly choice: RangeChoice
  readonly range: DayRange
  readonly timeZone: string
  readonly choose: (next: RangeChoice) => void
  /** The API named the organization's zone: presets are counted again in it when it differs from the guess. */
  readonly learnTimeZone: (zone: string) => void
}

/**
 * The chosen range and the organization's zone, both kept in the console's
 * tab storage: a reload shows the same days, and after the first answer the
 * presets are counted in the organization's zone straight away. Before any
 * answer the browser's zone is the guess (at worst a day off near midnight,
 * and corrected by the first answer).
 */
export function useInsightsRange(): InsightsRangeState {
  const [choice, setChoice] = useState<RangeChoice>(() => parseRange(consoleStorage.read(RANGE_KEY)))
  const [timeZone, setTimeZone] = useState<string>(() => consoleStorage.read(ZONE_KEY) ?? browserTimeZone())
  const range = useMemo(() => resolveRange(choice, timeZone), [choice, timeZone])
  const choose = useCallback((next: RangeChoice) => {
    consoleStorage.write(RANGE_KEY, serializeRange(next))
    setChoice(next)
  }, [])
  const learnTimeZone = useCallback((zone: string) => {
    consoleStorage.write(ZONE_KEY, zone)
    setTimeZone(zone)
  }, [])
  return { choice, range, timeZone, choose, learnTimeZone }
}
