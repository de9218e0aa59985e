/**
 * The rule set through GraphQL: staff read it (owners and editors) and owners
 * change it (weakening what protects minors is the owner's decision, decision
 * 081), audited before → after; the public forms read the part they need to
 * give the same instant feedback as the API.
 */
import { eq, sql } from 'drizzle-orm'
import { BUILT_IN_CATEGORIES, safeguardingRuleSetIssues } from '../../src/contract/safeguarding'
import type { BuiltInCategory, CategoryAction, SafeguardingAction, SafeguardingRuleSet } from '../../src/contract/safeguarding'
import { safeguardingRules } from '../db/schema'
import type { StaffActor } from '../core/actor'
import type { Deps } from '../core/deps'
import type { OrganizationCache } from '../organizations/cache'
import type { SafeguardingRulesInput as RulesInput } from '../schema-types.generated'
import type { RuleCache } from './rule-store'
import type { FieldIssue } from '../../src/contract/validation/schemas'
import { notePublicChange } from '../publishing/public-changes'
import { FieldErrorsFailure, toFieldErrors } from '../core/field-errors'
import { runIdempotent } from '../security/idempotency'
import { recordAudit } from '../audit/record'
import { loadOrgRules, ruleSetOf } from './rule-store'
import type { StoredRules } from './rule-store'

/** The GraphQL shape of a rule set (actions as a list, in the categories' order). */
export function rulesView(rules: SafeguardingRuleSet, row: StoredRules | null) {
  return {
    actions: BUILT_IN_CATEGORIES.map((category) => ({ category, action: rules.actions[category] })),
    customWords: rules.customWords,
    phoneCountries: rules.phoneCountries,
    updatedAt: row?.updatedAt ?? null,
    updatedBy: row?.updatedBy ?? null,
  }
}

/** What the public forms scan with: FLAG words stay with staff (they would teach how to slip past them). */
export async function publicRules(deps: { readonly rules: RuleCache }, orgId: string) {
  const { rules } = await deps.rules.get(orgId)
  const view = rulesView(rules, null)
  return { actions: view.actions, customWords: rules.customWords.filter((w) => w.action === 'BLOCK'), phoneCountries: rules.phoneCountries }
}

export async function staffRules(deps: Pick<Deps, 'db' | 'org'>) {
  const { rules, row } = await loadOrgRules(deps.db, deps.org.id)
  return rulesView(rules, row)
}

/** The input as a rule set, on top of the current actions; trimmed words, upper-case country codes. */
function candidateOf(input: RulesInput, current: SafeguardingRuleSet) {
  const actions: Record<string, string> = { ...current.actions }
  for (const a of input.actions) actions[a.category] = a.action
  return {
    actions,
    customWords: input.customWords.map((w) => ({ word: w.word.trim(), action: w.action })),
    phoneCountries: input.phoneCountries.map((c) => c.trim().toUpperCase()),
  }
}

/** What the shared checks cannot see through the list the API takes: CUSTOM has no category action (its words carry theirs). */
function customCategoryIssues(input: RulesInput): FieldIssue[] {
  return input.actions.some((a) => a.category === 'CUSTOM')
    ? [{ field: 'actions.CUSTOM', code: 'NOT_ALLOWED', rule: 'custom', params: {}, messageKey: 'validation.safeguardingAction' }]
    : []
}

/** The caches a rules change empties: the rules, and the organization (its `organization` answers carry the public rules). */
type RulesDeps = Pick<Deps, 'db' | 'org' | 'locale'> & { readonly rules: RuleCache; readonly orgs: OrganizationCache }

export async function setSafeguardingRules(deps: RulesDeps, staff: StaffActor, input: RulesInput, idempotencyKey: string) {
  const current = await loadOrgRules(deps.db, deps.org.id)
  const candidate = candidateOf(input, current.rules)
  const issues = [...customCategoryIssues(input), ...safeguardingRuleSetIssues(candidate)]
  if (issues.length > 0) throw new FieldErrorsFailure(toFieldErrors(issues, null, deps.locale))
  // Checked above: built-in categories only, and words BLOCK or FLAG.
  const next = {
    actions: Object.fromEntries(BUILT_IN_CATEGORIES.map((c) => [c, candidate.actions[c]])) as Record<BuiltInCategory, CategoryAction>,
    customWords: candidate.customWords as { word: string; action: SafeguardingAction }[],
    phoneCountries: candidate.phoneCountries,
  }
  const row = await runIdempotent(
    deps.db,
    { orgId: deps.org.id, scope: 'setSafeguardingRules', key: idempotencyKey, subject: `session:${staff.sessionId}`, request: next, locale: deps.locale },
    async (tx) => {
      const [before] = await tx.select().from(safeguardingRules).where(eq(safeguardingRules.orgId, deps.org.id)).for('update')
      const [after] = await tx
        .insert(safeguardingRules)
        .values({ orgId: deps.org.id, ...next, updatedBy: staff.email })
        .onConflictDoUpdate({ target: safeguardingRules.orgId, set: { ...next, updatedBy: staff.email, updatedAt: sql`now()` } })
        .returning()
      // Words are the organization's policy, not anyone's personal data: the entry shows them.
      await recordAudit(tx, { orgId: deps.org.id, actorEmail: staff.email, kind: 'safeguarding.rules', before: ruleSetOf(before ?? null), after: next })
      // The forms' instant feedback reads the rules from the prerendered organization.
      await notePublicChange(tx, deps.org.id)
      return { resultId: deps.org.id, value: after ?? null }
    },
    async () => (await loadOrgRules(deps.db, deps.org.id)).row,
  )
  deps.rules.forget(deps.org.id)
  // The response cache holds `organization` answers, public rules included.
  deps.orgs.clear()
  return { rules: rulesView(ruleSetOf(row), row) }
}
