import type { PageContext } from 'vike/types'

// <html lang>, in the prerendered HTML and updated by vike-react on navigation.
export default (pageContext: PageContext) => pageContext.locale
