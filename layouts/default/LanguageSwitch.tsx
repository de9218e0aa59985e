import { useTranslation } from 'react-i18next'
import { usePageContext } from 'vike-react/usePageContext'
import { I18N_REDIRECT_COOKIE, type Locale } from '../../src/contract/locale'
import { switchLocaleUrl } from '../../src/routing/locale-url'
import { usePageLocale } from '../../src/routing/usePageLocale'
import { navigate } from 'vike/client/router'

/**
 * Links to the same page, query and hash in the other language. Choosing a
 * language records it in the i18n_redirected cookie, which turns off the
 * browser-language redirect of `/` from then on.
 */
export function LanguageSwitch() {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const { urlOriginal } = usePageContext()
  const target: Locale = locale === 'fr' ? 'en' : 'fr'
  // urlOriginal has no hash during prerender; the browser's location does.
  const href = switchLocaleUrl(urlOriginal, target)
  return (
    <a
      className="language-switch"
      href={href}
      hrefLang={target}
      lang={target}
      aria-label={t('language.switchToLabel')}
      // Not Vike's link handling: it would follow the prerendered href, without the query and hash navigated to below.
      data-vike="false"
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        // Written directly, as the redirect's own inline script does (src/contract/language-redirect.ts):
        // no cookie library to load first, and it is set before the navigation starts.
        document.cookie = `${I18N_REDIRECT_COOKIE}=${target}; path=/; max-age=31536000; secure; samesite=lax`
        void navigate(switchLocaleUrl(window.location.href, target))
      }}
    >
      {t('language.switchTo')}
    </a>
  )
}
