import type { PageContext } from 'vike/types'
import { translate } from '../../src/i18n'
import { pageLocaleOf } from '../../src/routing/usePageLocale'

export default (pageContext: PageContext) =>
  translate(pageLocaleOf(pageContext), pageContext.is404 || pageContext.abortStatusCode === 404 ? 'pages.notFound.intro' : 'error.serverErrorIntro')
