import { EMBED_LANG_REDIRECT_SCRIPT } from '../../src/features/embed/lang-redirect'

// `?lang=` switches to the page of that language before anything renders (a
// constant script, no user input in it).
export default function Head() {
  return <script dangerouslySetInnerHTML={{ __html: EMBED_LANG_REDIRECT_SCRIPT }} />
}
