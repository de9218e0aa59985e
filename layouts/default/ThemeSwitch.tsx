import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from 'vike-react/useHydrated'
import { DARK_SCHEME_QUERY, THEME_ATTRIBUTE, THEME_PREFERENCES, THEME_STORAGE_KEY, isThemePreference, themeFor, type ThemePreference } from '../../src/contract/theme'

const storedPreference = (): ThemePreference => {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY)
    return isThemePreference(stored) ? stored : 'system'
  } catch {
    return 'system'
  }
}

/**
 * Light, dark or the system's theme, remembered in this browser. The page's
 * theme is set before first paint by the inline script (src/contract/theme.ts),
 * which also follows the system while the choice is "system"; this control
 * only changes it. A native select: labelled, keyboard-usable, and screen
 * readers announce the option chosen. Kept tiny: it is in every page's first load.
 */
export function ThemeSwitch() {
  const { t } = useTranslation()
  // "system" in the prerendered HTML (it knows no visitor) and at hydration; then this browser's choice.
  const hydrated = useHydrated()
  const [chosen, setChosen] = useState<ThemePreference>()
  const preference = chosen ?? (hydrated ? storedPreference() : 'system')
  const choose = (next: ThemePreference) => {
    setChosen(next)
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next)
    } catch {
      // Storage blocked: the choice holds for this page only.
    }
    document.documentElement.setAttribute(THEME_ATTRIBUTE, themeFor(next, matchMedia(DARK_SCHEME_QUERY).matches))
  }
  return (
    <select className="theme-switch" aria-label={t('app.theme.label')} value={preference} onChange={(event) => isThemePreference(event.target.value) && choose(event.target.value)}>
      {THEME_PREFERENCES.map((option) => (
        <option key={option} value={option}>
          {t(`app.theme.${option}`)}
        </option>
      ))}
    </select>
  )
}
