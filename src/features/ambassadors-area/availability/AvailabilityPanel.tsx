import { useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { validateForm } from '../../../contract/validation/schemas'
import { availabilitySchema } from '../../../contract/validation/account-schemas'
import { readFragment, type ResultOf } from '../../../graphql/graphql'
import { AccountFields, type Account } from '../area/account-operations'
import { useAreaAction } from '../shared/useAreaAction'
import { keepAvailabilityDraft, loadAvailabilityDraft } from './availability-draft'
import { SetAvailabilityMutation } from './availability-operations'
import { OutOfOfficeEditor } from './OutOfOfficeEditor'
import { clientSettingsErrors, serverSettingsErrors, type SettingsErrors } from './settings-errors'
import { SettingsFields } from './SettingsFields'
import { WeeklyWindowsEditor } from './WeeklyWindowsEditor'
import {
  availabilityReducer,
  draftFromSource,
  hasProblems,
  problemsByRow,
  toAvailabilityInput,
  validateWindows,
  type AvailabilityAction,
  type WindowProblems,
} from './window-editing-state'

type SavePayload = ResultOf<typeof SetAvailabilityMutation>['setAvailability']

/**
 * The weekly availability editor. Windows are checked as they are edited
 * (the shared rules: start before end, no overlap within a day) and every
 * problem shows next to its row; the API checks again and its errors land on
 * the same rows. Saved slots are live on the booking page at once.
 */
export function AvailabilityPanel({ account }: { account: Account }) {
  const { t, i18n } = useTranslation()
  const ambassadorId = account.ambassador.id
  // Unsaved edits from before an expired session or a reload come back.
  const [restored] = useState(() => loadAvailabilityDraft(ambassadorId) !== null)
  const [draft, dispatch] = useReducer(availabilityReducer, account, (a: Account) => loadAvailabilityDraft(ambassadorId) ?? draftFromSource(a))
  const savedDraft = useMemo(() => draftFromSource(account), [account])
  useEffect(() => keepAvailabilityDraft(ambassadorId, draft, savedDraft), [ambassadorId, draft, savedDraft])
  const [serverWindows, setServerWindows] = useState<WindowProblems | null>(null)
  const [settingsErrors, setSettingsErrors] = useState<SettingsErrors>({})
  const [saved, setSaved] = useState('')
  const [, save] = useMutation(SetAvailabilityMutation)
  const action = useAreaAction()
  const form = useRef<HTMLFormElement>(null)

  const problems = serverWindows ?? validateWindows(draft)
  const change = (next: AvailabilityAction): void => {
    setServerWindows(null)
    setSaved('')
    dispatch(next)
  }
  const focusFirstProblem = (): void => {
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  }

  const submit = async (): Promise<void> => {
    setSaved('')
    const input = toAvailabilityInput(draft)
    const clientErrors = clientSettingsErrors(i18n, validateForm(availabilitySchema, input))
    setSettingsErrors(clientErrors)
    if (Object.keys(clientErrors).length > 0 || hasProblems(validateWindows(draft))) return focusFirstProblem()
    let payload: SavePayload | undefined
    const ok = await action.run(async () => {
      const result = await save({ input })
      payload = result.data?.setAvailability
      return { error: result.error }
    })
    if (!ok || !payload) return
    if (payload.fieldErrors.length > 0) {
      setSettingsErrors(serverSettingsErrors(i18n, payload.fieldErrors))
      setServerWindows(problemsByRow(draft, payload.fieldErrors))
      return focusFirstProblem()
    }
    if (payload.me) dispatch({ type: 'reset', source: readFragment(AccountFields, payload.me) })
    setSaved(t('ambassadorsArea.availability.saved'))
  }

  return (
    <section className="area-panel" aria-labelledby="area-availability-heading">
      <h2 id="area-availability-heading">{t('ambassadorsArea.availability.heading')}</h2>
      <p className="area-muted">{t('ambassadorsArea.availability.intro')}</p>
      {restored && <p className="area-notice">{t('ambassadorsArea.availability.draftRestored')}</p>}
      <form
        ref={form}
        noValidate
        className="area-availability"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <SettingsFields draft={draft} dispatch={change} errors={settingsErrors} />
        <WeeklyWindowsEditor draft={draft} dispatch={change} problems={problems} />
        <OutOfOfficeEditor draft={draft} dispatch={change} error={settingsErrors.outOfOffice ?? null} />
        {action.error !== null && (
          <p className="area-error" role="alert">
            {action.error}
          </p>
        )}
        <div className="area-actions area-save-bar">
          <button type="submit" className="button" aria-busy={action.busy || undefined}>
            {action.busy ? t('ambassadorsArea.saving') : t('ambassadorsArea.availability.save')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => change({ type: 'reset', source: account })}>
            {t('ambassadorsArea.availability.reset')}
          </button>
        </div>
        <p className="area-status" role="status">
          {saved}
        </p>
      </form>
    </section>
  )
}
