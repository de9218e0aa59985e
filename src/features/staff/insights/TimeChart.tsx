/**
 * A line chart over days or weeks, drawn by uPlot on a canvas. This file is
 * the only one that imports uPlot (decision 105): it is reached only through
 * the Insights tab's lazily loaded chunk, never by a public page or the
 * console's first screen. The canvas is hidden from assistive technology —
 * each chart's summary and "Show as table" carry the same figures.
 */
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { AXIS_COLOR, GRID_COLOR, seriesStyle } from './chart-palette'

/** `count`: whole numbers on the left axis; `hours`: decimals on the left; `share`: 0 to 1 as percent on the right. */
export type ChartScale = 'count' | 'hours' | 'share'

export interface ChartSeries {
  readonly label: string
  readonly values: readonly (number | null)[]
  readonly scale?: ChartScale
}

interface TimeChartProps {
  /** The days' UTC midnights, in seconds. */
  readonly x: readonly number[]
  /** What the x values are ("Day", "Week starting"): the legend's first label, in the staff member's language. */
  readonly xLabel: string
  readonly series: readonly ChartSeries[]
  readonly formatX: (seconds: number) => string
  readonly formatValue: (value: number, scale: ChartScale) => string
  readonly height?: number
}

const FONT = '12px system-ui, sans-serif'

// Steps a count axis may take: never a fraction of a visit.
const WHOLE_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1_000, 2_000, 2_500, 5_000, 10_000, 25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000]

const axis = (scale: ChartScale, side: 1 | 3, format: (value: number) => string): uPlot.Axis => ({
  scale,
  side,
  ...(scale === 'count' ? { incrs: WHOLE_STEPS } : {}),
  stroke: AXIS_COLOR,
  font: FONT,
  grid: { stroke: GRID_COLOR, width: 1, show: side === 3 },
  ticks: { stroke: GRID_COLOR, width: 1 },
  values: (_chart, splits) => splits.map((split) => (split === null ? '' : format(split))),
})

function chartOptions({ series, xLabel, formatX, formatValue, height = 220 }: TimeChartProps, width: number): uPlot.Options {
  const hasShare = series.some((one) => one.scale === 'share')
  const left: ChartScale = series.find((one) => one.scale !== 'share')?.scale ?? 'count'
  return {
    width,
    height,
    // Calendar days are UTC midnights: read them in UTC so no browser offset moves a point to the day before.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    cursor: { drag: { x: false, y: false }, points: { size: 7 } },
    scales: {
      x: { time: true },
      count: { range: (_chart, _min, max) => [0, Math.max(1, max)] },
      hours: { range: (_chart, _min, max) => [0, Math.max(1, max)] },
      share: { range: [0, 1] },
    },
    axes: [
      { stroke: AXIS_COLOR, font: FONT, grid: { show: false }, ticks: { stroke: GRID_COLOR }, space: 60, values: (_chart, splits) => splits.map(formatX) },
      axis(left, 3, (value) => formatValue(value, left)),
      ...(hasShare ? [axis('share', 1, (value) => formatValue(value, 'share'))] : []),
    ],
    series: [
      { label: xLabel, value: (_chart, seconds) => (seconds === null ? '' : formatX(seconds)) },
      ...series.map((one, index) => {
        const style = seriesStyle(index)
        const scale: ChartScale = one.scale ?? 'count'
        return {
          label: one.label,
          scale,
          stroke: style.color,
          dash: [...style.dash],
          width: 2,
          spanGaps: false,
          points: { show: true, size: 4, stroke: style.color, fill: style.color },
          value: (_chart: uPlot, value: number | null) => (value === null ? '—' : formatValue(value, scale)),
        }
      }),
    ],
  }
}

export default function TimeChart(props: TimeChartProps) {
  const container = useRef<HTMLDivElement>(null)
  const latest = useRef(props)
  useEffect(() => {
    latest.current = props
  })
  // Drawn again only when the figures, the words or the formatters change (the parent memoises the formatters per language).
  const signature = JSON.stringify([props.x, props.xLabel, props.series])
  const { formatX, formatValue, height } = props
  useEffect(() => {
    const current = latest.current
    const element = container.current
    if (!element) return
    const data: uPlot.AlignedData = [Float64Array.from(current.x), ...current.series.map((one) => one.values.map((value) => value ?? null))]
    const chart = new uPlot(chartOptions(current, Math.max(240, element.clientWidth)), data, element)
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(240, element.clientWidth), height: height ?? 220 }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [signature, formatX, formatValue, height])
  return <div ref={container} className="insights-chart" aria-hidden="true" data-chart="time" />
}
