import { describe, expect, it } from 'vitest'
import { contrastRatio } from '../../../contract/colour'
import { AXIS_COLOR, SERIES_STYLES } from './chart-palette'

describe('chart palette', () => {
  it('gives every line and the axes at least AA text contrast on white', () => {
    for (const { color } of SERIES_STYLES) expect(contrastRatio(color, '#ffffff'), color).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(AXIS_COLOR, '#ffffff')).toBeGreaterThanOrEqual(4.5)
  })

  it('tells the lines of a chart apart by dash as well as colour', () => {
    const dashes = SERIES_STYLES.map((style) => style.dash.join(','))
    expect(new Set(dashes).size).toBe(SERIES_STYLES.length)
  })
})
