import { pageTitleOf } from '../src/routing/page-title'

// Every page's <title>, from its `pageKey` setting (its +config.ts).
export default pageTitleOf
