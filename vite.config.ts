import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { localeChunks } from './scripts/build/locale-chunks-plugin'
import { moduleGraphReport } from './scripts/build/module-graph-report'

const FRAMEWORK_MODULES = /node_modules\/(react|react-dom|scheduler|vike|vike-react|@brillout|i18next|react-i18next)\//
// The GraphQL client: every page that queries on load needs all of it, and
// six small files compress worse than one (decision 121).
const GRAPHQL_CLIENT_MODULES = /node_modules\/(urql|@urql\/[^/]+|wonka|@0no-co\/graphql\.web|gql\.tada)\//

// vike-react needs no @vitejs/plugin-react. Build with `vike build`
// (npm run build), never `vite build`: only the former prerenders.
export default defineConfig({
  plugins: [vike(), localeChunks(), moduleGraphReport(process.env.DIST_DIR || 'dist')],
  envPrefix: ['VITE_', 'PUBLIC_ENV__'],
  // DIST_DIR lets parallel builds (tests, benchmarks) write to their own folder.
  build: {
    target: 'es2022',
    outDir: process.env.DIST_DIR || 'dist',
    minify: !process.env.DEBUG_BUILD,
    sourcemap: Boolean(process.env.SOURCEMAP),
    rolldownOptions: {
      // The framework every page loads, as one chunk instead of many small
      // shared ones (fewer requests, less per-file overhead on first load).
      // Libraries only some pages need at first render (GraphQL client,
      // cookies, phone numbers, maps) stay in their own chunks.
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK_MODULES },
            { name: 'graphql-client', test: GRAPHQL_CLIENT_MODULES },
          ],
        },
      },
    },
  },
})
