import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { SubmitButton, useIdempotencyKey } from '../../../forms'
import { describedBy } from '../../../forms/FieldParts'
import { serverErrorMessage, translateKey, type ServerFieldError } from '../../../forms/messages'
import { payloadOrThrow } from '../../../graphql/result-errors'
import { safeguardingRuleSetIssues } from '../../../contract/safeguarding/rule-set-issues'
import { BUILT_IN_CATEGORIES } from '../../../contract/safeguarding/types'
import { CustomWordsFields } from './CustomWordsFields'
import { draftOf, placeProblems, rulesInput, ruleSetOf, type RulesDraft, type RulesProblem } from './rules-draft'
import { clearRulesDraft, loadRulesDraft, RULES_PERSIST_KEY, saveRulesDraft } from './rules-storage'
import { ActionSelect, Problems } from './RuleControls'
import { SetSafeguardingRulesMutation, type SafeguardingRulesData } from './safeguarding-operations'

/**
 * The rule set (owners change it; editors see it, the controls disabled):
 * an action per category, the organization's words, the phone countries.
 * The shared checks run once a save was tried, then as people edit; the
 * API's problems land on the same controls. A failed save keeps the draft
 * (also in this tab's storage, with its idempotency key).
 */
export function RulesEditor({ rules, canEdit }: { rules: SafeguardingRulesData; canEdit: boolean }) {
  const { t, i18n } = useTranslation()
  const [draft, setDraftState] = useState<RulesDraft>(() => (canEdit ? loadRulesDraft() : null) ?? draftOf(rules))
  const [attempted, setAttempted] = useState(false)
  const [apiErrors, setApiErrors] = useState<readonly ServerFieldError[]>([])
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null)
  const [saving, setSaving] = useState(false)
  const [focusRequest, setFocusRequest] = useState(0)
  const [, save] = useMutation(SetSafeguardingRulesMutation)
  const idempotency = useIdempotencyKey(RULES_PERSIST_KEY)
  const formRef = useRef<HTMLFormElement>(null)

  const setDraft = (next: RulesDraft): void => {
    setDraftState(next)
    setApiErrors([])
    setStatus(null)
    saveRulesDraft(next)
  }
  const issues = attempted ? safeguardingRuleSetIssues(ruleSetOf(draft)) : []
  const problems: RulesProblem[] = [
    ...issues.map((issue) => ({ field: issue.field, message: translateKey(i18n, issue.messageKey ?? 'validation.default', issue.params) })),
    ...apiErrors.map((error) => ({ field: error.field, message: serverErrorMessage(i18n, error, t('staffConsole.safeguarding.heading')) })),
  ]
  const placed = placeProblems(draft, problems)

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [focusRequest])

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault()
    if (saving) return
    setAttempted(true)
    if (safeguardingRuleSetIssues(ruleSetOf(draft)).length > 0) return setFocusRequest((n) => n + 1)
    setSaving(true)
    setStatus(null)
    try {
      const input = rulesInput(draft)
      const result = await save({ input, idempotencyKey: idempotency.keyFor(input) }, { additionalTypenames: ['SafeguardingRules', 'AuditEntry'] })
      const payload = payloadOrThrow(result.data?.setSafeguardingRules, result.error)
      if (payload.fieldErrors.length > 0) {
        setApiErrors(payload.fieldErrors)
        setStatus({ text: t('staffConsole.safeguarding.notSaved'), failed: true })
        setFocusRequest((n) => n + 1)
        return
      }
      idempotency.renew()
      clearRulesDraft()
      if (payload.rules) setDraftState(draftOf(payload.rules))
      setAttempted(false)
      setStatus({ text: t('staffConsole.safeguarding.saved'), failed: false })
    } catch {
      setStatus({ text: t('staffConsole.safeguarding.saveFailed'), failed: true })
    } finally {
      setSaving(false)
    }
  }

  const countriesProblems = placed.get('countries')
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-labelledby="rules-heading" className="console-rules">
      <h3 id="rules-heading">{t('staffConsole.safeguarding.rulesHeading')}</h3>
      <fieldset className="console-fieldset" disabled={!canEdit}>
        <legend>{t('staffConsole.safeguarding.categoriesLegend')}</legend>
        <p className="field-hint">{t('staffConsole.safeguarding.categoriesHint')}</p>
        {BUILT_IN_CATEGORIES.map((category) => (
          <ActionSelect
            key={category}
            id={`rules-action-${category}`}
            label={t(`staffConsole.safeguarding.categories.${category}`)}
            hint={t(`staffConsole.safeguarding.categoryHints.${category}`)}
            value={draft.actions[category]}
            choices={['BLOCK', 'FLAG', 'OFF']}
            problems={placed.get(`actions.${category}`)}
            onChange={(action) => setDraft({ ...draft, actions: { ...draft.actions, [category]: action } })}
          />
        ))}
      </fieldset>
      <CustomWordsFields words={draft.words} problems={placed} disabled={!canEdit} onChange={(words) => setDraft({ ...draft, words })} />
      <fieldset className="console-fieldset" disabled={!canEdit}>
        <legend>{t('staffConsole.safeguarding.countriesLegend')}</legend>
        <div className="field" data-invalid={countriesProblems ? true : undefined}>
          <label className="field-label" htmlFor="rules-countries">
            {t('staffConsole.safeguarding.countriesLabel')}
          </label>
          <p id="rules-countries-hint" className="field-hint">
            {t('staffConsole.safeguarding.countriesHint')}
          </p>
          <input
            id="rules-countries"
            className="field-control"
            value={draft.countries}
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={countriesProblems ? true : undefined}
            aria-describedby={describedBy('rules-countries-hint', countriesProblems && 'rules-countries-error')}
            onChange={(event) => setDraft({ ...draft, countries: event.currentTarget.value })}
          />
          <Problems id="rules-countries-error" messages={countriesProblems} />
        </div>
      </fieldset>
      {placed.get('form') && (
        <p className="area-error" role="alert">
          {placed.get('form')?.join(' ')}
        </p>
      )}
      {canEdit && (
        <div className="area-actions">
          <SubmitButton submitting={saving} submittingText={t('staffConsole.safeguarding.saving')}>
            {t('staffConsole.safeguarding.save')}
          </SubmitButton>
        </div>
      )}
      <p className={status?.failed ? 'area-error' : 'area-status'} role="status">
        {status?.text}
      </p>
    </form>
  )
}
