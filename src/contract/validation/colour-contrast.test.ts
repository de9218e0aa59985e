import { describe, expect, it } from 'vitest'
import { contrastRatio, displayedContrastRatio, hasReadableWhiteText, isHexColour, relativeLuminance } from './colour-contrast'

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10)
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10)
    expect(contrastRatio('#1b4f72', '#1B4F72')).toBe(1)
  })

  it('matches published WCAG values', () => {
    // WebAIM's checker: #767676 on white is the lightest grey at 4.54:1; #777777 fails at 4.47:1.
    expect(displayedContrastRatio(contrastRatio('#ffffff', '#767676'))).toBe(4.54)
    expect(displayedContrastRatio(contrastRatio('#ffffff', '#777777'))).toBe(4.47)
    expect(relativeLuminance('#ffffff')).toBe(1)
  })

  it('refuses what is not #rrggbb', () => {
    expect(() => contrastRatio('#fff', '#000000')).toThrow()
    expect(isHexColour('red')).toBe(false)
    expect(isHexColour('#A1b2C3')).toBe(true)
  })
})

describe('hasReadableWhiteText', () => {
  it('accepts 4.5:1 and above, refuses below', () => {
    expect(hasReadableWhiteText('#767676')).toBe(true)
    expect(hasReadableWhiteText('#777777')).toBe(false)
    expect(hasReadableWhiteText('#ffeb3b')).toBe(false)
    expect(hasReadableWhiteText('not a colour')).toBe(false)
  })
})

describe('displayedContrastRatio', () => {
  it('rounds down, so a refused ratio never reads as 4.50', () => {
    expect(displayedContrastRatio(4.4999)).toBe(4.49)
    expect(displayedContrastRatio(21)).toBe(21)
  })
})
