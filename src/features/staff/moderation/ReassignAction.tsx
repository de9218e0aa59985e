import { useMemo, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { useInlinePanel } from '../../../components/useInlinePanel'
import { useDebouncedValue } from '../../../forms/useDebouncedValue'
import { useBrowserQuery } from '../../../graphql/useBrowserQuery'
import { useConsoleAction } from '../shared/useConsoleAction'
import { personName } from './moderation-format'
import { ActiveAmbassadorsQuery, ReassignQuestionMutation, REFRESH_MODERATION } from './moderation-operations'

const SEARCH_DEBOUNCE_MS = 300

/**
 * Moves the question to another active ambassador, chosen in a list of the
 * organization's active ambassadors (narrowed by a search when there are
 * many); the new one is e-mailed by the API.
 */
export function ReassignAction({ itemId, questionId, currentId, onAnnounce }: { itemId: string; questionId: string; currentId: string; onAnnounce: (message: string) => void }) {
  const { t } = useTranslation()
  const { open, setOpen, trigger, cancel } = useInlinePanel()
  const [search, setSearch] = useState('')
  const [chosen, setChosen] = useState('')
  const settled = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS)
  const variables = useMemo(() => ({ search: settled === '' ? null : settled }), [settled])
  const list = useBrowserQuery(ActiveAmbassadorsQuery, variables, { pause: !open, requestPolicy: 'cache-and-network' })
  const [, reassign] = useMutation(ReassignQuestionMutation)
  const action = useConsoleAction()
  const choices = (list.data?.staffAmbassadors.nodes ?? []).filter((ambassador) => ambassador.id !== currentId)
  const base = `reassign-${itemId}`

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault()
    const target = choices.find((ambassador) => ambassador.id === chosen)
    if (!target) return
    const ok = await action.run(async () => {
      const result = await reassign({ questionId, ambassadorId: target.id }, REFRESH_MODERATION)
      return { error: result.error, fieldErrors: result.data?.reassignQuestion.fieldErrors }
    })
    if (ok) {
      setOpen(false)
      onAnnounce(t('staffConsole.moderation.reassignedDone', { name: personName(target) }))
    }
  }
  return (
    <div className="moderation-reassign">
      <button ref={trigger} type="button" className="button button-secondary" aria-expanded={open} aria-controls={`${base}-box`} onClick={() => setOpen(!open)}>
        {t('staffConsole.moderation.reassign')}
      </button>
      <div id={`${base}-box`} hidden={!open}>
        {open && (
          <form className="console-fieldset" onSubmit={(event) => void submit(event)} aria-label={t('staffConsole.moderation.reassign')}>
            <div className="field">
              <label className="field-label" htmlFor={`${base}-search`}>
                {t('staffConsole.moderation.reassignSearch')}
              </label>
              <input id={`${base}-search`} type="search" className="field-control" value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
            </div>
            <div className="field">
              <label className="field-label" htmlFor={`${base}-select`}>
                {t('staffConsole.moderation.reassignTo')}
              </label>
              <select
                id={`${base}-select`}
                className="field-control field-select"
                value={chosen}
                onChange={(event) => setChosen(event.currentTarget.value)}
                aria-busy={list.status === 'pending' || undefined}
              >
                <option value="">
                  {list.status === 'error' ? t('staffConsole.moderation.reassignLoadError') : t('staffConsole.moderation.reassignChoose', { count: choices.length })}
                </option>
                {choices.map((ambassador) => (
                  <option key={ambassador.id} value={ambassador.id}>
                    {`${personName(ambassador)} (${ambassador.email})`}
                  </option>
                ))}
              </select>
              {list.data?.staffAmbassadors.hasNextPage && <p className="field-hint">{t('staffConsole.moderation.reassignMore')}</p>}
            </div>
            {action.error !== null && (
              <p className="area-error" role="alert">
                {action.error}
              </p>
            )}
            <div className="area-actions">
              <button type="submit" className="button" disabled={chosen === '' || action.busy} aria-busy={action.busy || undefined}>
                {t('staffConsole.moderation.reassignYes')}
              </button>
              <button type="button" className="button button-secondary" onClick={cancel}>
                {t('staffConsole.moderation.cancel')}
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  )
}
