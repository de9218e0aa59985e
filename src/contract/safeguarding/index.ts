/**
 * Safeguarding detection (issue 18, decision 080): pure, shared by the forms
 * and the API. Loads libphonenumber-js: keep it off pages without a text form.
 */
export * from './types'
export { scanText } from './scan'
export { safeguardingRuleSetIssues } from './rule-set-issues'
export { SAFEGUARDING_CATEGORY_MESSAGE_KEYS, SAFEGUARDING_MESSAGE_KEY } from './messages'
