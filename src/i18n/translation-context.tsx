import type { TFunction } from 'i18next'
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react'
import type { Translator } from './translator'

const TranslationContext = createContext<Translator | null>(null)

/** The page's language for every `useTranslation` below (renderer/AppProviders.tsx sets it per page). */
export function TranslationProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <TranslationContext.Provider value={i18n}>{children}</TranslationContext.Provider>
}

/** Set by src/i18n/index.ts: the translator a component outside any provider reads (react-i18next's global instance did the same). */
let fallbackTranslator: (() => Translator) | undefined
export const setFallbackTranslator = (get: () => Translator): void => void (fallbackTranslator = get)

/**
 * `t` of the page's language, and the translator itself. Re-renders only
 * when strings arrive non-silently (a key the page forgot to list), with a
 * new `t` so memoised children update too.
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const provided = useContext(TranslationContext)
  const i18n = provided ?? fallbackTranslator?.()
  if (!i18n) throw new Error('useTranslation needs a TranslationProvider')
  const version = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.version,
    () => i18n.version,
  )
  return useMemo(() => ({ t: version === 0 ? i18n.t : i18n.t.bind(undefined), i18n }), [i18n, version])
}
