import { describe, expect, it } from 'vitest'
import { getI18n } from '../../../i18n'
import { validateForm } from '../../../contract/validation/schemas'
import { availabilitySchema } from '../../../contract/validation/account-schemas'
import { clientSettingsErrors, serverSettingsErrors } from './settings-errors'

describe('settings errors', () => {
  it('words the shared rules’ failures for zone and meeting length', () => {
    const issues = validateForm(availabilitySchema, { timeZone: 'Mars/Olympus', meetingMinutes: 25, outOfOffice: [] })
    expect(clientSettingsErrors(getI18n('en'), issues)).toEqual({
      timeZone: 'Choose a time zone from the list.',
      meetingMinutes: 'Choose one of the meeting lengths.',
    })
  })

  it('puts API errors of list items on their list, in the page language', () => {
    const errors = serverSettingsErrors(getI18n('fr'), [
      { field: 'outOfOffice.2', code: 'REGEX', message: 'x', messageKey: 'validation.default', limit: null },
      { field: 'timeZone', code: 'TIME_ZONE', message: 'x', messageKey: 'validation.default', limit: null },
    ])
    expect(errors.outOfOffice).toBe("Absences n'est pas valide.")
    expect(errors.timeZone).toBe('Choisissez un fuseau horaire dans la liste.')
  })
})
