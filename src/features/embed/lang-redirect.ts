/**
 * `/iframe?lang=fr` → `/fr/iframe` (and `/fr/iframe?lang=en` → `/iframe`),
 * keeping the rest of the query, before anything renders: a static host has
 * one prerendered file per language, so the language is in the path. Inline
 * in the page's head (pages/iframe/+Head.tsx); the production server allows
 * it in its Content-Security-Policy by hash like every inline script of the
 * build. The redirect replaces the frame's referrer with our own URL, so the
 * embedding page's origin is remembered for parent-origin.ts first (browsers
 * without `location.ancestorOrigins`). Plain ES5, tiny.
 */
export const EMBEDDER_STORAGE_KEY = 'ambassador-portal:embedder'

export const EMBED_LANG_REDIRECT_SCRIPT =
  '(function(){try{' +
  'var s=new URLSearchParams(location.search),l=s.get("lang"),p=location.pathname,f=/^\\/fr(\\/|$)/.test(p);' +
  'if((l==="fr"&&!f)||(l==="en"&&f)){' +
  'try{var r=document.referrer&&new URL(document.referrer).origin;' +
  `if(r&&r!==location.origin)sessionStorage.setItem("${EMBEDDER_STORAGE_KEY}",r)}catch(e){}` +
  's.delete("lang");var q=s.toString();' +
  'location.replace((l==="fr"?"/fr"+p:p.replace(/^\\/fr/,""))+(q?"?"+q:"")+location.hash)}' +
  '}catch(e){}})()'
