import { useMemo } from 'react'
import type { Locale } from '../../../contract/locale'
import { formatCount, formatDaySeconds, formatShare } from './insights-format'
import type { ChartScale } from './TimeChart'

/** The charts' axis and legend formatters, the same functions for as long as the language stays (a new one redraws the chart). */
export function useChartFormatters(locale: Locale) {
  return useMemo(
    () => ({
      formatX: (seconds: number): string => formatDaySeconds(seconds, locale),
      formatValue: (value: number, scale: ChartScale): string => {
        if (scale === 'share') return formatShare(value, locale)
        if (scale === 'hours') return formatCount(Math.round(value * 10) / 10, locale)
        return formatCount(value, locale)
      },
    }),
    [locale],
  )
}
