import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DirectoryUpdate } from './useDirectoryState'

/** Free text applies as the visitor types (after a pause) and at once on Enter. */
export const SEARCH_DEBOUNCE_MS = 400

export function DirectorySearch({ text, update }: { text: string; update: DirectoryUpdate }) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState(text)
  const [synced, setSynced] = useState(text)
  // Back/forward or a reset changed the URL: show its text.
  if (text !== synced) {
    setSynced(text)
    setDraft(text)
  }
  useEffect(() => {
    if (draft.trim() === text) return
    // One history entry per search, not per keystroke: refining a search replaces it.
    const timer = setTimeout(() => update({ text: draft.trim() }, { replace: text !== '' }), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [draft, text, update])
  return (
    <form
      role="search"
      className="directory-search"
      action=""
      onSubmit={(event) => {
        event.preventDefault()
        update({ text: draft.trim() })
      }}
    >
      <label htmlFor="directory-search-input">{t('community.search.label')}</label>
      <div className="directory-search-row">
        <input
          id="directory-search-input"
          type="search"
          name="q"
          value={draft}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('community.search.placeholder')}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button">
          {t('community.search.submit')}
        </button>
      </div>
    </form>
  )
}
