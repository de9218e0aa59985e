/**
 * The safeguarding rule set (issue 18): which kinds of content an
 * organization blocks, flags or lets through, and the shape of a match.
 * Shared by the forms (instant feedback) and the API (the authority).
 */

export type SafeguardingCategory = 'ABUSE' | 'EMAIL' | 'PHONE' | 'URL' | 'SOCIAL' | 'MESSAGING_APP' | 'CUSTOM'
export type SafeguardingAction = 'BLOCK' | 'FLAG'
export type CategoryAction = SafeguardingAction | 'OFF'
/** The categories the organization sets an action for; CUSTOM words carry their own. */
export type BuiltInCategory = Exclude<SafeguardingCategory, 'CUSTOM'>

export const SAFEGUARDING_CATEGORIES = ['ABUSE', 'EMAIL', 'PHONE', 'URL', 'SOCIAL', 'MESSAGING_APP', 'CUSTOM'] as const satisfies readonly SafeguardingCategory[]
export const BUILT_IN_CATEGORIES = ['ABUSE', 'EMAIL', 'PHONE', 'URL', 'SOCIAL', 'MESSAGING_APP'] as const satisfies readonly BuiltInCategory[]
export const SAFEGUARDING_ACTIONS = ['BLOCK', 'FLAG'] as const satisfies readonly SafeguardingAction[]
export const CATEGORY_ACTIONS = ['BLOCK', 'FLAG', 'OFF'] as const satisfies readonly CategoryAction[]

export interface SafeguardingCustomWord {
  readonly word: string
  readonly action: SafeguardingAction
}

export interface SafeguardingRuleSet {
  readonly actions: Readonly<Record<BuiltInCategory, CategoryAction>>
  /** the organization's own words or phrases, each with its action */
  readonly customWords: readonly SafeguardingCustomWord[]
  /** ISO 3166-1 alpha-2 countries whose national phone formats are recognised besides the common ones (FR, GB, US, CA, BE, CH, DE, ES, IT…) */
  readonly phoneCountries: readonly string[]
}

/** A span of the ORIGINAL text (UTF-16 code units, end exclusive) and what it is. */
export interface SafeguardingMatch {
  readonly start: number
  readonly end: number
  readonly category: SafeguardingCategory
  readonly action: SafeguardingAction
}

/**
 * The defaults (decision 080): what lets a stranger reach a minor off the
 * platform or hurts them is blocked; a bare link or an app's name is often
 * innocent ("Is WhatsApp allowed?"), so it is delivered and staff look.
 */
export const DEFAULT_SAFEGUARDING_RULES: SafeguardingRuleSet = {
  actions: { ABUSE: 'BLOCK', EMAIL: 'BLOCK', PHONE: 'BLOCK', URL: 'FLAG', SOCIAL: 'BLOCK', MESSAGING_APP: 'FLAG' },
  customWords: [],
  phoneCountries: [],
}
