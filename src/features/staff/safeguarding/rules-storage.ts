/**
 * The Safeguarding tab's unsaved draft in this tab's storage (the console's
 * persist prefix: forgotten on Sign out), so a failed save, a reload or an
 * expired session loses nothing typed.
 */
import { clearDraft, loadDraft, saveDraft, sessionStore } from '../../../forms/draft'
import { BUILT_IN_CATEGORIES, CATEGORY_ACTIONS } from '../../../contract/safeguarding/types'
import { CONSOLE_PERSIST_PREFIX } from '../session/console-storage'
import { newRowKey, type RulesDraft } from './rules-draft'

export const RULES_PERSIST_KEY = `${CONSOLE_PERSIST_PREFIX}safeguarding-rules`

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A stored draft of this shape, or null (none, or from an older version of the form). */
function asDraft(value: unknown): RulesDraft | null {
  if (!isRecord(value) || !isRecord(value.actions) || !Array.isArray(value.words) || typeof value.countries !== 'string') return null
  const { actions } = value
  if (!BUILT_IN_CATEGORIES.every((category) => (CATEGORY_ACTIONS as readonly unknown[]).includes(actions[category]))) return null
  const words = value.words.filter(
    (row): row is { word: string; action: 'BLOCK' | 'FLAG' } => isRecord(row) && typeof row.word === 'string' && (row.action === 'BLOCK' || row.action === 'FLAG'),
  )
  return { actions: actions as RulesDraft['actions'], words: words.map(({ word, action }) => ({ key: newRowKey(), word, action })), countries: value.countries }
}

export const loadRulesDraft = (): RulesDraft | null => asDraft(loadDraft(sessionStore(), RULES_PERSIST_KEY)?.draft)
export const saveRulesDraft = (draft: RulesDraft): void => saveDraft(sessionStore(), RULES_PERSIST_KEY, { draft })
export const clearRulesDraft = (): void => clearDraft(sessionStore(), RULES_PERSIST_KEY)
