import { BUILD_ID_HTML_ATTRIBUTE } from '../src/runtime/constants'

// Evaluated when a page is (pre)rendered: the build id goes into the HTML, not
// the JS, so `npm run prerender` can mint a new id without re-bundling; the
// lifecycle attribute starts at "loading" and the client moves it on.
export default {
  [BUILD_ID_HTML_ATTRIBUTE]: process.env.BUILD_ID ?? 'dev',
  'data-lifecycle': 'loading',
}
