// Lint: TypeScript's recommended type-aware rules (floating promises, unbound
// methods, needless assertions: bugs the type checker alone does not report),
// React hooks rules and jsx-a11y (the accessibility rules a reviewer would
// otherwise catch by hand), and the import boundaries between the app's rooms
// (decision 004).
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/*
 * Import boundaries (decision 004). Each rule is a regular expression over
 * the import specifier as written (relative paths: the repository has no
 * aliases) with a message that names the boundary and why it exists. Static
 * imports and re-exports are checked by `no-restricted-imports`, `import()`
 * by `no-restricted-syntax` (the former does not see dynamic imports).
 * ESLint does not merge a rule's options across config blocks: a file gets
 * the patterns of the last block that matches it, so the blocks below cover
 * disjoint folders.
 */
const FRONT_END_PACKAGES = '^(react|react-dom|react-i18next|vike-react|urql|i18next)(/|$)'

const SERVER_TO_FRONT_END = {
  regex: '^(\\.\\./)+(src(/(?!contract(/|$))|$)|pages(/|$)|layouts(/|$)|renderer(/|$)|locales(/|$))',
  message:
    'Boundary (server → front end): server code imports nothing from the front end but src/contract/ (the API must not depend on screens; move what both sides need into src/contract/).',
}
const SERVER_TO_UI_PACKAGES = {
  regex: FRONT_END_PACKAGES,
  message: 'Boundary (server → front end): server code uses no React, urql or i18next (the API must not depend on screens).',
}
/*
 * The API's GraphQL layer is an edge (decision 140): services know nothing
 * of GraphQL, so webhooks, feeds, SCIM, workers and the command line call
 * the same code; the edge knows no domain, the wiring hands it everything.
 */
const SERVICE_TO_GRAPHQL_EDGE = {
  regex: '^(\\.\\./)+graphql(/|$)',
  message:
    'Boundary (service → GraphQL edge): only resolver files (server/<domain>/resolvers.ts, *-resolvers.ts), server/http/ and the app wiring (server/*.ts) import server/graphql/. A service takes explicit dependencies (server/core/deps.ts: db, org, env, clock, locale; an actor from server/core/actor.ts) and throws ServiceError or FieldErrorsFailure (server/core/), so a caller that is not GraphQL can use it.',
}
const SERVICE_TO_GRAPHQL_PACKAGES = {
  regex: '^(graphql|graphql-yoga|graphql-sse|@graphql-yoga/.+|@envelop/.+|@escape\\.tech/.+)(/|$)',
  message: 'Boundary (service → GraphQL): services know nothing of GraphQL (adapt in the domain’s resolver file; refuse with ServiceError from server/core/errors.ts).',
}
const GRAPHQL_EDGE_TO_DOMAINS = {
  regex: '^\\.\\./(?!core/|db/)[^./][^/]*/',
  message:
    'Boundary (GraphQL edge → domains): server/graphql/ imports server/core/, server/db/ and the wiring’s types (server/*.ts), never a domain; the wiring (server/api.ts, api-resolvers.ts, api-context.ts) hands it the resolvers and the context.',
}
/** Server files that adapt a protocol to services: they may import server/graphql/. */
const SERVER_EDGES = ['server/*.ts', 'server/graphql/**', 'server/http/**', 'server/**/resolvers.ts', 'server/**/*-resolvers.ts', 'server/**/*.test.ts']
const runtimeToFeatures = () => ({
  regex: '^(\\.\\./)+(src/)?(features(/|$)|pages(/|$)|layouts(/|$)|renderer(/|$))',
  message:
    'Boundary (runtime → features): src/runtime and src/graphql import no feature, page, layout or renderer (the browser runtime knows no product feature; the app shell wires features in).',
})
const WIDGET_TO_APP = {
  regex: '^\\.\\./(?!contract(/|$))',
  message: "Boundary (widget → app): src/widget imports nothing of the app but src/contract/ (widget.js is a small standalone script on other sites' pages).",
}
const WIDGET_TO_REACT = {
  regex: FRONT_END_PACKAGES,
  message: "Boundary (widget → React): src/widget imports no React, urql or i18next (widget.js must stay tiny and framework-free on other sites' pages).",
}
/** `depth` = how many folders below src/contract/ the file sits: leaving src/contract takes one more `../`. */
const contractToApp = (depth) => ({
  regex: `^(\\.\\./){${depth + 1},}`,
  message: 'Boundary (contract → app): src/contract imports nothing outside src/contract/ (the browser and the server both import it, so it may depend on neither).',
})
const contractToPackages = (allowed) => ({
  regex: `^(?![./])(?!(${allowed.join('|')})(/|$))`,
  message: `Boundary (contract → packages): src/contract imports only small pure libraries (${allowed.join(', ')}): it runs unchanged in the browser and on the server.`,
})
/** Tests beside the contract may also read shared test data (tests/fixtures/, e.g. the safeguarding corpus the API tests send too). */
const contractTestToApp = (depth) => ({ ...contractToApp(depth), regex: `^(\\.\\./){${depth + 1},}(?!\\.\\./)(?!tests/fixtures/)` })
const CONTRACT_LIBRARIES = ['libphonenumber-js']

/** A config block that forbids `patterns` in `files`, for static and dynamic imports alike. */
function boundary(files, patterns, ignores = []) {
  // esquery reads a regex up to the first '/', so slashes are written as \x2F.
  const dynamicImports = patterns.map(({ regex, message }) => ({
    selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
    message,
  }))
  return {
    files,
    ignores,
    rules: {
      'no-restricted-imports': ['error', { patterns }],
      'no-restricted-syntax': ['error', ...dynamicImports],
    },
  }
}

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '*-publish/',
      'node_modules/',
      '.test-data/',
      '.data/',
      '.bench/',
      '.bench-ab/',
      'src/graphql/graphql-env.d.ts',
      'server/*.generated.ts',
      'server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  // The type-aware rules read each TypeScript file's types from the tsconfig.json that includes it.
  { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // Plain JavaScript is outside the TypeScript project: no type-aware rules there.
  { files: ['**/*.{js,mjs}'], ...tseslint.configs.disableTypeChecked },
  boundary(['server/**/*.ts'], [SERVER_TO_FRONT_END, SERVER_TO_UI_PACKAGES]),
  boundary(['server/**/*.ts'], [SERVER_TO_FRONT_END, SERVER_TO_UI_PACKAGES, SERVICE_TO_GRAPHQL_EDGE, SERVICE_TO_GRAPHQL_PACKAGES], SERVER_EDGES),
  boundary(['server/graphql/**/*.ts'], [SERVER_TO_FRONT_END, SERVER_TO_UI_PACKAGES, GRAPHQL_EDGE_TO_DOMAINS], ['server/graphql/**/*.test.ts']),
  boundary(['src/runtime/**/*.{ts,tsx}', 'src/graphql/**/*.{ts,tsx}'], [runtimeToFeatures()]),
  // API test files share loaded modules (vitest.config.ts, isolate: false): what one file mocks or stubs would leak into the next.
  {
    files: ['tests/api/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubEnv', 'stubGlobal', 'useFakeTimers'].map((property) => ({
          object: 'vi',
          property,
          message: 'API test files share their modules (isolate: false): test against the real server; give it what differs through its options (startTestApi, startAnother).',
        })),
      ],
    },
  },
  // Tests beside the widget may read the build script and budgets; what ships may not.
  boundary(['src/widget/**/*.ts'], [WIDGET_TO_APP, WIDGET_TO_REACT], ['src/widget/**/*.test.ts']),
  boundary(['src/contract/*.ts'], [contractToApp(0), contractToPackages(CONTRACT_LIBRARIES)], ['src/contract/**/*.test.ts']),
  boundary(['src/contract/*/**/*.ts'], [contractToApp(1), contractToPackages(CONTRACT_LIBRARIES)], ['src/contract/**/*.test.ts']),
  boundary(['src/contract/*.test.ts'], [contractTestToApp(0), contractToPackages([...CONTRACT_LIBRARIES, 'vitest'])]),
  boundary(['src/contract/*/**/*.test.ts'], [contractTestToApp(1), contractToPackages([...CONTRACT_LIBRARIES, 'vitest'])]),
)
