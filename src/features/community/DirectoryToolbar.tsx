import { useTranslation } from 'react-i18next'
import { SORTS, type DirectoryState, type Sort } from './directory-state'
import type { DirectoryUpdate } from './useDirectoryState'

type ToolbarProps = {
  state: DirectoryState
  update: DirectoryUpdate
  /** "42 ambassadors" — announced politely whenever the results change. */
  countLabel: string
}

/** Result count, sort and the list/map switch. */
export function DirectoryToolbar({ state, update, countLabel }: ToolbarProps) {
  const { t } = useTranslation()
  return (
    <div className="directory-toolbar">
      <p id="directory-count" className="directory-count" role="status">
        {countLabel}
      </p>
      <div className="directory-toolbar-controls">
        <label className="directory-sort">
          <span>{t('community.sort.label')}</span>
          <select value={state.sort} onChange={(event) => update({ sort: event.target.value as Sort })}>
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`community.sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="directory-view" role="group" aria-label={t('community.view.label')}>
          {(['list', 'map'] as const).map((view) => (
            <button key={view} type="button" aria-pressed={state.view === view} onClick={() => update({ view })}>
              {t(`community.view.${view}`)}
            </button>
          ))}
        </div>
      </div>
    </div>
  )
}
