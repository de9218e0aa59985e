import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { firstLoadGroups } from './scripts/build/first-load-groups'
import { graphqlWhitespace } from './scripts/build/graphql-whitespace'
import { localeChunks } from './scripts/build/locale-chunks-plugin'
import { moduleGraphReport } from './scripts/build/module-graph-report'

const FRAMEWORK_MODULES = /node_modules\/(react|react-dom|scheduler|vike|vike-react|@brillout|i18next|react-i18next)\//
// Vike's client entry starts the router as it is evaluated: left in its own
// entry file, that start-up runs in a task after the framework's evaluation
// (scripts/build/scripts-after-first-paint.ts imports the entries one task
// apart) instead of lengthening it (Lighthouse TBT).
const VIKE_CLIENT_ENTRY = /\/vike\/dist\/client\/runtime-client-routing\/entry\.js$/
// Our own modules that every page's first load holds (the shell: renderer,
// root hooks, routing, strings of the HTML, error view). Left to automatic
// splitting they land in ten small files, each one shared by a different set
// of lazy chunks; in the framework chunk they cost ~2 KB less gzip on every
// page (decision 121). Named file by file: a folder pattern would also catch
// modules only some pages load (src/runtime/cookie.ts and universal-cookie).
const SHELL_MODULES = new RegExp(
  [
    '/renderer/(?!GraphqlProvider)[^/]+$',
    '/pages/\\+[^/]+$',
    '/pages/_error/',
    '/src/runtime/(constants|lifecycle|page-data|page-hydration|navigation-hooks|chunk-reload|yield-to-main|import-once)\\.ts$',
    '/src/routing/(page-header|page-title|usePageLocale|locale-url)\\.ts$',
    '/src/i18n/(index|page-strings|intl-warm-up)\\.ts$',
    '/src/components/Link\\.tsx$',
    '/src/contract/(limits|locale)\\.ts$',
  ].join('|'),
)
// The strings every page loads first (SHELL_KEYS of src/i18n/page-keys.ts):
// one file per language instead of six.
const SHELL_STRINGS = /virtual:locale-chunk\/(\w+)\/(app|nav|language|pages|error|toast)$/
// The GraphQL client: every page that queries on load needs all of it, and
// six small files compress worse than one (decision 121).
const GRAPHQL_CLIENT_MODULES = new RegExp(
  [
    'node_modules/(urql|@urql/[^/]+|wonka|@0no-co/graphql\\.web|gql\\.tada|universal-cookie)/',
    // Our client set-up and the cookie it reads the session from: loaded by exactly the same pages.
    '/src/graphql/(graphql|token-store|auth|browser-clients|create-client|retry|endpoint|error-hook|operation-name)\\.ts$',
    '/src/contract/graphql-endpoint\\.ts$',
    '/src/runtime/cookie\\.ts$',
  ].join('|'),
)
// vike-react needs no @vitejs/plugin-react. Build with `vike build`
// (npm run build), never `vite build`: only the former prerenders.
export default defineConfig({
  plugins: [vike(), localeChunks(), graphqlWhitespace(), moduleGraphReport(process.env.DIST_DIR || 'dist')],
  envPrefix: ['VITE_', 'PUBLIC_ENV__'],
  // Vike's server-entry plugin otherwise records the LAST build's server entry in a file inside
  // node_modules, and a later `vike prerender` (a publish) loads that entry whatever its DIST_DIR:
  // after another build (the static-host test's, a bench's) a publish wrote pages pointing at
  // assets that build made. Off, each prerender finds the entry in its own DIST_DIR.
  ...({ vitePluginServerEntry: { disableAutoImport: true } } as object),
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
            { name: 'framework', priority: 1000, test: (id) => (FRAMEWORK_MODULES.test(id) && !VIKE_CLIENT_ENTRY.test(id)) || SHELL_MODULES.test(id) },
            { priority: 999, name: (id) => (SHELL_STRINGS.test(id) ? `strings-${SHELL_STRINGS.exec(id)?.[1]}` : null), test: SHELL_STRINGS },
            { name: 'graphql-client', priority: 998, test: GRAPHQL_CLIENT_MODULES },
            // The rest: one chunk per set of pages whose first load holds it (decision 127). The
            // groups above come first (higher priority), these the largest sets first.
            ...firstLoadGroups(),
          ],
        },
      },
    },
  },
})
