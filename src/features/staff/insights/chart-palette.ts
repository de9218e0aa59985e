/**
 * Line colours and dash patterns of the Insights charts. Each colour has at
 * least 4.5:1 contrast on the white card (WCAG 1.4.11 asks 3:1 of graphics;
 * the legend's text uses them too), and each series of a chart has its own
 * dash pattern, so no line is told apart by colour alone.
 */
export interface SeriesStyle {
  readonly color: string
  /** Canvas line dash in px; empty is solid. */
  readonly dash: readonly number[]
}

export const SERIES_STYLES: readonly SeriesStyle[] = [
  { color: '#1d4f91', dash: [] },
  { color: '#a3361f', dash: [8, 4] },
  { color: '#1e6b34', dash: [2, 3] },
  { color: '#5e3a8c', dash: [12, 3, 2, 3] },
]

export const seriesStyle = (index: number): SeriesStyle => SERIES_STYLES[index % SERIES_STYLES.length] ?? { color: '#1d4f91', dash: [] }

/** Axis text and grid: #4a4a4a is 8.9:1 on white; the grid stays faint, it only guides the eye. */
export const AXIS_COLOR = '#4a4a4a'
export const GRID_COLOR = '#e3e3e3'
