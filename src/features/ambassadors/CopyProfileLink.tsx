import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { localizePath } from '../../routing/locale-url'
import { usePageLocale } from '../../routing/usePageLocale'

/** The ambassador's own link (issue 33): their profile over the directory, in the page's language. */
export const profileUrl = (origin: string, id: string, locale: 'en' | 'fr'): string => `${origin}${localizePath(`/community?ambassador=${encodeURIComponent(id)}`, locale)}`

/**
 * "Copy link" on a profile: the link that opens it for anyone. Where the
 * clipboard is not available (an old browser, an iframe without the
 * permission) the link is shown, selected, to copy by hand.
 */
export function CopyProfileLink({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle')
  const url = profileUrl(window.location.origin, id, locale)
  const copy = () => {
    if (navigator.clipboard === undefined) return setState('manual')
    navigator.clipboard.writeText(url).then(
      () => setState('copied'),
      () => setState('manual'),
    )
  }
  return (
    <div className="ambassador-share">
      <button type="button" className="button button-secondary" onClick={copy}>
        {t('ambassador.copyLink')}
        <span className="visually-hidden"> {t('ambassador.ofName', { name })}</span>
      </button>
      <p role="status" className="ambassador-share-status">
        {state === 'copied' && t('ambassador.linkCopied')}
      </p>
      {state === 'manual' && (
        <label className="ambassador-share-manual">
          {t('ambassador.copyByHand')}
          <input type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        </label>
      )}
    </div>
  )
}
