/**
 * Light and dark themes (issue 21, decision 117). The visitor's choice —
 * light, dark or the system's — is kept per browser in localStorage; the page
 * shows it through `data-theme="light|dark"` on <html>, which the colour
 * tokens of src/styles/global.css follow.
 */
export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const
export type ThemePreference = (typeof THEME_PREFERENCES)[number]
type Theme = 'light' | 'dark'

export const THEME_STORAGE_KEY = 'ambassador-portal:theme'
export const THEME_ATTRIBUTE = 'data-theme'
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)'

/**
 * Inline in the <head> of every page (pages/+Head.tsx), before the
 * stylesheets: sets `data-theme` before first paint, so a dark page never
 * flashes white. It also follows the system's setting while the preference is
 * "system", and other tabs' choices (`storage`). Plain ES5 and tiny: it runs
 * before any bundle, and its bytes count in every page's first load. Allowed
 * by its hash in the Content-Security-Policy (server/http/security-headers.ts):
 * any change to this text changes the hash, which is computed from it.
 */
export const THEME_SCRIPT =
  '(function(){try{' +
  `var d=document.documentElement,m=matchMedia("${DARK_SCHEME_QUERY}"),a=function(){var p;` +
  `try{p=localStorage.getItem("${THEME_STORAGE_KEY}")}catch(e){}` +
  `d.setAttribute("${THEME_ATTRIBUTE}",p==="light"||p==="dark"?p:m.matches?"dark":"light")};` +
  'a();m.addEventListener("change",a);addEventListener("storage",a)' +
  '}catch(e){}})()'

/** The theme a preference shows, given whether the system prefers dark. */
export const themeFor = (preference: ThemePreference, systemPrefersDark: boolean): Theme => (preference === 'system' ? (systemPrefersDark ? 'dark' : 'light') : preference)

export const isThemePreference = (value: unknown): value is ThemePreference => THEME_PREFERENCES.includes(value as ThemePreference)
