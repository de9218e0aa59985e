import { pageDescriptionOf } from '../src/routing/page-title'

// Every page's <meta name="description">, from its `pageKey` setting (its +config.ts).
export default pageDescriptionOf
