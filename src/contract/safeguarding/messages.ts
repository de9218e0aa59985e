import type { MessageKey } from '../messages'
import type { SafeguardingCategory } from './types'

/** What a SAFEGUARDING field error says overall (`FieldError.messageKey`). */
export const SAFEGUARDING_MESSAGE_KEY = 'validation.safeguarding' satisfies MessageKey<'validation'>

/** What to change, per category of a blocked span (the forms show it beside the highlighted text). */
export const SAFEGUARDING_CATEGORY_MESSAGE_KEYS = {
  ABUSE: 'validation.safeguardingAbuse',
  EMAIL: 'validation.safeguardingEmail',
  PHONE: 'validation.safeguardingPhone',
  URL: 'validation.safeguardingUrl',
  SOCIAL: 'validation.safeguardingSocial',
  MESSAGING_APP: 'validation.safeguardingMessagingApp',
  CUSTOM: 'validation.safeguardingCustom',
} as const satisfies Record<SafeguardingCategory, MessageKey<'validation'>>
