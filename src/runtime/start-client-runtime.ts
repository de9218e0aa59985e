import { prefetch } from 'vike/client/router'
import { loadStringLoader, translate } from '../i18n'
import { keysForPage, pageIdForPath } from '../i18n/page-keys'
import { splitLocale } from '../routing/locale-url'
import { setNavigationTarget } from './chunk-reload'
import { scheduleEagerManifestFetch } from './manifest'
import { setNavigationHooks } from './navigation-hooks'
import { prefetchPayload } from './payload'
import { closeOpenPopovers, focusOpenedPopovers } from './popovers'
import { installLinkPrefetch } from './prefetch'
import { doneNavigationProgress, startNavigationProgress } from './progress-bar'
import { saveScrollPositionOnLinkClick, scrollToHash } from './scroll'
import { isUpdatePending, startUpdateCheck } from './update-check'

type ClientRuntimeOptions = {
  /** A page is on screen: the first one now, then each one a client navigation shows (the app shell counts page views). */
  onPageShown: () => void
}

/**
 * The seed's runtime behaviours that live outside React, started once the
 * page is interactive (pages/+onHydrationEnd.ts loads this module lazily):
 * manifest fetch ~1 s after load, hourly update check,
 * link prefetch (chunk + `_payload.json` + strings), scroll saving, progress
 * bar. It knows no product feature: what a shown page means (analytics) is the
 * caller's.
 */
export function startClientRuntime({ onPageShown }: ClientRuntimeOptions): void {
  scheduleEagerManifestFetch()
  // The string loader, for the first navigation (best effort, as the prefetch below).
  loadStringLoader().catch(() => {})
  startUpdateCheck()
  saveScrollPositionOnLinkClick()
  focusOpenedPopovers()
  // Vike's prefetch() must not race its own start-up: only now, after hydration.
  installLinkPrefetch({
    onPrefetch: (path, reason) => {
      prefetchPayload(path)
      // The page's strings too, or the click still waits for them (~20 ms on loopback).
      const { locale, pathname } = splitLocale(path)
      // Best effort: a failure (offline) must not surface as an unhandled chunk error, which the chunk-reload guard would answer with a full reload.
      loadStringLoader()
        .then((strings) => strings.prefetchLocaleKeys(locale, keysForPage(pageIdForPath(pathname))))
        .catch(() => {})
      // The page's code only on intent (hover, focus, touch): Vike's prefetch()
      // evaluates the modules it loads, and each page evaluated as its link came
      // into view made a 50–70 ms task at 4× CPU after hydration (Lighthouse TBT
      // on /: 61 → see decision 126). Data and strings cost the main thread nothing.
      return reason === 'intent' ? prefetch(path) : undefined
    },
  })
  setNavigationHooks({
    start(target) {
      setNavigationTarget(target)
      closeOpenPopovers()
      // After a new build was announced, the next navigation loads it in full.
      if (isUpdatePending()) {
        window.location.assign(target)
        return
      }
      // Announced in the language of the page being left: its strings are loaded, while the target's
      // locale is not known yet here (it was undefined, and the English 'app' group was asked of French pages).
      startNavigationProgress(translate(splitLocale(window.location.pathname).locale, 'app.loadingPage'))
    },
    end() {
      doneNavigationProgress()
      setNavigationTarget(null)
      onPageShown()
      // Vike scrolls to the hash at once; a target rendered late (data) is scrolled to when it appears.
      if (window.location.hash) void scrollToHash(window.location.hash)
    },
  })
  onPageShown()
}
