import { pageTitle } from '../../src/routing/page-title'

export default pageTitle('iframe')
