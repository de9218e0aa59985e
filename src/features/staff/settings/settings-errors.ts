/**
 * The API's field errors for the settings form: each `field` path
 * (`tagline.fr`, `allowedEmbedOrigins.2`) pointed at its form control, and
 * the errors whose shared message needs more than the API's `limit` (the
 * refused origin, a range's two ends) given the console's
 * own words, so no `{{hole}}` is ever shown. Errors of unknown fields stay as
 * they are (the form lists them above its fields).
 */
import { settingsFieldOfPath, type SettingsFieldName } from './settings-schema'
import type { ServerFieldError } from '../../../forms/messages'

const RANGE_FIELDS: ReadonlySet<SettingsFieldName> = new Set(['bookingMinNoticeHours', 'bookingWindowDays'])

function consoleKey(field: SettingsFieldName, code: string): string | undefined {
  if (code === 'MEETING_LINK') return 'staffConsole.settings.errors.meetingLink'
  if (field === 'allowedEmbedOrigins') return code === 'MAX' ? 'staffConsole.settings.errors.tooManyOrigins' : 'staffConsole.settings.errors.origin'
  if (RANGE_FIELDS.has(field) && code !== 'REQUIRED') return 'staffConsole.settings.errors.range'
  return undefined
}

export function mapSettingsErrors(errors: readonly ServerFieldError[]): ServerFieldError[] {
  return errors.map((error) => {
    const field = settingsFieldOfPath(error.field)
    if (field === undefined) return error
    const key = consoleKey(field, error.code)
    return { ...error, field, ...(key === undefined ? {} : { messageKey: key }) }
  })
}
