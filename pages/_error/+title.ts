import type { PageContext } from 'vike/types'
import { translate } from '../../src/i18n'

export default (pageContext: PageContext) =>
  translate(pageContext.locale, pageContext.is404 || pageContext.abortStatusCode === 404 ? 'error.notFoundTitle' : 'error.serverErrorTitle')
