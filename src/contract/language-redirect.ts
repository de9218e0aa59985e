import { I18N_REDIRECT_COOKIE } from './locale'

/**
 * Inline script for the English root page only: a first visit to `/` from a
 * browser that prefers French, with no i18n_redirected cookie, goes to /fr
 * before anything renders (static hosting has no Accept-Language logic). It
 * records the choice in the cookie, as the language switch does, so it runs at
 * most once; a visitor who later picks English is never redirected again.
 * Plain ES5 and tiny: it runs before any bundle. The production server allows
 * it in its Content-Security-Policy by hash (server/http/security-headers.ts).
 */
export const BROWSER_LANGUAGE_REDIRECT_SCRIPT =
  '(function(){try{' +
  `var m=document.cookie.match(/(?:^|; )${I18N_REDIRECT_COOKIE}=([^;]*)/),c=m?decodeURIComponent(m[1]):"";` +
  'var l=(navigator.languages&&navigator.languages[0])||navigator.language||"";' +
  'if(c==="fr"||(!c&&/^fr\\b/i.test(l))){' +
  `if(!c)document.cookie="${I18N_REDIRECT_COOKIE}=fr; path=/; max-age=31536000; secure; samesite=lax";` +
  'location.replace("/fr"+location.search+location.hash)}' +
  '}catch(e){}})()'
