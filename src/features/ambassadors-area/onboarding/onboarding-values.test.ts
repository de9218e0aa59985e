import { describe, expect, it } from 'vitest'
import { splitWindowErrors } from './onboarding-values'

describe('splitWindowErrors', () => {
  it('renames weeklyAvailability errors for the window editor and keeps the others apart', () => {
    const result = splitWindowErrors([
      { field: 'weeklyAvailability.2.end', code: 'END_BEFORE_START' },
      { field: 'headline', code: 'REQUIRED' },
    ])
    expect(result.windows).toEqual([{ field: 'windows.2.end', code: 'END_BEFORE_START' }])
    expect(result.others).toEqual([{ field: 'headline', code: 'REQUIRED' }])
  })
})
