import { pageDescription } from '../../src/routing/page-title'

export default pageDescription('question')
