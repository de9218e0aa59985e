import { describe, expect, it } from 'vitest'
import { mapSettingsErrors } from './settings-errors'

const error = (field: string, code: string, messageKey = 'validation.default') => ({ field, code, message: 'server text', messageKey, limit: null })

describe('mapSettingsErrors', () => {
  it('points API paths at the form’s fields', () => {
    expect(mapSettingsErrors([error('tagline.fr', 'REQUIRED', 'validation.required')])).toEqual([{ ...error('taglineFr', 'REQUIRED', 'validation.required') }])
    expect(mapSettingsErrors([error('allowedEmbedOrigins.2', 'ORIGIN', 'validation.origin')])[0]).toMatchObject({
      field: 'allowedEmbedOrigins',
      messageKey: 'staffConsole.settings.errors.origin',
    })
  })

  it('gives value-dependent messages the console’s words', () => {
    expect(mapSettingsErrors([error('bookingWindowDays', 'MAX', 'validation.range')])[0]?.messageKey).toBe('staffConsole.settings.errors.range')
    expect(mapSettingsErrors([error('allowedEmbedOrigins', 'MAX', 'validation.maxItems')])[0]?.messageKey).toBe('staffConsole.settings.errors.tooManyOrigins')
  })

  it('keeps text-length and unknown-field errors as the API sent them', () => {
    expect(mapSettingsErrors([error('name.en', 'MAX', 'validation.max')])[0]).toMatchObject({ field: 'nameEn', messageKey: 'validation.max' })
    expect(mapSettingsErrors([error('logo', 'TYPE')])[0]).toEqual(error('logo', 'TYPE'))
  })
})
