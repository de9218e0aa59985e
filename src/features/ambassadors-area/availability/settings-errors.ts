/**
 * Messages for the availability settings (zone, length, out-of-office list),
 * whether the browser's rules or the API found the problem.
 */
import type { i18n as I18n } from 'i18next'
import { translateKey, type ServerFieldError } from '../../../forms/messages'
import { messageKeyFor } from '../../../contract/validation/rule-messages'
import type { FieldIssue } from '../../../contract/validation/schemas'
import { DOMAIN_ERROR_KEYS } from '../shared/field-errors'

export const SETTINGS_FIELDS = ['timeZone', 'meetingMinutes', 'outOfOffice'] as const
export type SettingsField = (typeof SETTINGS_FIELDS)[number]
export type SettingsErrors = Partial<Record<SettingsField, string>>

const isSettingsField = (field: string): field is SettingsField => (SETTINGS_FIELDS as readonly string[]).includes(field)

/** Field of an error: `outOfOffice.3` belongs to the out-of-office list. */
const settingsFieldOf = (field: string): SettingsField | null => {
  const head = field.split('.')[0] ?? ''
  return isSettingsField(head) ? head : null
}

function words(i18n: I18n, field: SettingsField, code: string, fallbackKey: string, params: Readonly<Record<string, string | number>> = {}): string {
  const key = DOMAIN_ERROR_KEYS[code] ?? fallbackKey
  return translateKey(i18n, key, { ...params, field: translateKey(i18n, `fields.${field}`) })
}

export function clientSettingsErrors(i18n: I18n, issues: readonly FieldIssue[]): SettingsErrors {
  const errors: SettingsErrors = {}
  for (const issue of issues) {
    const field = settingsFieldOf(issue.field)
    if (field && errors[field] === undefined) errors[field] = words(i18n, field, issue.code, messageKeyFor(issue), issue.params)
  }
  return errors
}

export function serverSettingsErrors(i18n: I18n, fieldErrors: readonly ServerFieldError[]): SettingsErrors {
  const errors: SettingsErrors = {}
  for (const error of fieldErrors) {
    const field = settingsFieldOf(error.field)
    if (!field || errors[field] !== undefined) continue
    const limit = error.limit ?? undefined
    errors[field] =
      DOMAIN_ERROR_KEYS[error.code] !== undefined || i18n.exists(error.messageKey)
        ? words(i18n, field, error.code, error.messageKey, limit === undefined ? {} : { min: limit, max: limit, limit })
        : error.message
  }
  return errors
}
