import { useTranslation } from 'react-i18next'
import { usePageContext } from 'vike-react/usePageContext'
import { I18N_REDIRECT_COOKIE, type Locale } from '../../src/contract/locale'
import { switchLocaleUrl } from '../../src/routing/locale-url'
import { usePageLocale } from '../../src/routing/usePageLocale'

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
  return (
    <a
      className="language-switch"
      href={switchLocaleUrl(urlOriginal, target)}
      hrefLang={target}
      lang={target}
      aria-label={t('language.switchToLabel')}
      onClick={(event) => {
        // Written directly, as the redirect's own inline script does (src/contract/language-redirect.ts): no cookie library to load first.
        document.cookie = `${I18N_REDIRECT_COOKIE}=${target}; path=/; max-age=31536000; secure; samesite=lax`
        // urlOriginal has no query or hash during prerender; the browser's address does. Vike's link
        // handling (on the document, after this) or the browser, for a new tab, follows the updated href.
        event.currentTarget.setAttribute('href', switchLocaleUrl(window.location.href, target))
      }}
    >
      {t('language.switchTo')}
    </a>
  )
}
