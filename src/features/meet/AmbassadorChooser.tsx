import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDebouncedValue } from '../../forms/useDebouncedValue'
import { ChooserResults } from './ChooserResults'
// The search field has the forms' look (this page shows no form component before a choice).
import '../../forms/forms.css'

/** Search in the /meet chooser runs this long after typing stops. */
const MEET_CHOOSER_SEARCH_DEBOUNCE_MS = 300

/**
 * /meet without `?ambassador=`: search the ambassadors who take calls and
 * pick one (a link to `/meet?ambassador=<id>`, so the choice is shareable and
 * Back returns here). Page 1 without search is prerendered.
 */
export function AmbassadorChooser() {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const search = useDebouncedValue(text.trim(), MEET_CHOOSER_SEARCH_DEBOUNCE_MS)
  return (
    <section className="meet-chooser" aria-labelledby="meet-chooser-title">
      <h2 id="meet-chooser-title">{t('meet.chooser.title')}</h2>
      <form className="meet-chooser-search" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="meet-chooser-text" className="field-label">
          {t('meet.chooser.search')}
        </label>
        <p id="meet-chooser-hint" className="field-hint">
          {t('meet.chooser.searchHint')}
        </p>
        <input
          id="meet-chooser-text"
          className="field-control"
          type="search"
          value={text}
          aria-describedby="meet-chooser-hint"
          autoComplete="off"
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </form>
      {/* A new search starts from page 1 again. */}
      <ChooserResults key={search} text={search} />
    </section>
  )
}
