import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from 'vike-react/useHydrated'
import { Link } from '../../src/components/Link'
import { fullPathOf } from '../../src/routing/locale-url'

type ErrorViewProps = {
  /** HTTP-like status; anything but 404 shows the 500 page. Defaults to 500. */
  status?: number
  /** Which 404: a URL no route matches, or a route whose middleware refused it. */
  reason?: 'unknown-route' | 'guard' | 'named-route'
}

/**
 * The seed's error page: 404 page when the status is 404, otherwise 500.
 * The message quotes the full requested path (path + query + hash), known only
 * in the browser for the static 404.html — so it is printed after hydration.
 */
export function ErrorView({ status = 500, reason = 'unknown-route' }: ErrorViewProps) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const is404 = status === 404
  const path = hydrated ? fullPathOf(window.location.href) : ''
  const title = is404 ? t('error.notFoundTitle') : t('error.serverErrorTitle')
  // The static 404.html is one file, prerendered in English: on /fr/… it switches to French after
  // hydration (usePageLocale), and its <title> must follow, or the tab says "Page Not Found".
  useEffect(() => {
    if (hydrated && document.title !== title) document.title = title
  }, [hydrated, title])
  return (
    <section className="error-page" aria-labelledby="error-title" data-status={is404 ? 404 : 500}>
      <h1 id="error-title">{title}</h1>
      {is404 ? (
        <p className="error-message" data-testid="error-message">
          {reason === 'named-route' ? t('pages.notFound.intro') : path ? t(reason === 'guard' ? 'error.guardFailed' : 'error.unknownRoute', { path }) : null}
        </p>
      ) : (
        <p className="error-message" data-testid="error-message">
          {t('error.serverErrorIntro')}
        </p>
      )}
      <p className="error-actions">
        {is404 ? null : (
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {t('error.reload')}
          </button>
        )}
        <Link href="/" className="button button-secondary">
          {t('error.home')}
        </Link>
      </p>
    </section>
  )
}
