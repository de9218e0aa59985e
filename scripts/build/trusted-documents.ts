/**
 * The trusted documents manifest (decision 017): every GraphQL operation the
 * front end can send, normalized and hashed the way the API compares them
 * (server/graphql/trusted-documents.ts), written as JSON for an API started
 * with GRAPHQL_TRUSTED_DOCUMENTS=1.
 *
 * The documents are the front end's own `graphql()` values, imported from the
 * modules that define them. So that none is left out, every `graphql()` call
 * in the sources is found with the TypeScript parser first, and each operation
 * it names must turn up among the imported documents: a document that is not
 * exported from a `.ts` module fails the build instead of failing in production.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Kind } from 'graphql'
import type { DocumentNode } from 'graphql'
import ts from 'typescript'
import { hashNormalized, normalizeDocument, TRUSTED_DOCUMENTS_VERSION } from '../../server/graphql/trusted-documents'
import type { TrustedDocumentsManifest } from '../../server/graphql/trusted-documents'

const root = new URL('../..', import.meta.url).pathname
/** Where the front end's code lives (the server and the widget send no GraphQL of the front end's). */
const SOURCE_DIRS = ['src', 'pages', 'layouts', 'renderer']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The operation names of every `graphql(\`…\`)` call in a file (the parser skips comments and strings that merely mention it). */
function operationsCalledIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const names: string[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'graphql') {
      const [first] = node.arguments
      if (first !== undefined && ts.isNoSubstitutionTemplateLiteral(first)) {
        for (const match of first.text.matchAll(/\b(?:query|mutation|subscription)\s+([A-Za-z_]\w*)/g)) names.push(match[1] ?? '')
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return names
}

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'Document' && Array.isArray((value as { definitions?: unknown }).definitions)

const operationNames = (document: DocumentNode): string[] => document.definitions.flatMap((d) => (d.kind === Kind.OPERATION_DEFINITION && d.name ? [d.name.value] : []))

/** Every operation document of the front end, keyed by the hash the API checks. */
export async function collectTrustedDocuments(): Promise<TrustedDocumentsManifest> {
  const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(root, dir)))
  const expected = new Map<string, string>()
  for (const file of files) for (const name of operationsCalledIn(file)) expected.set(name, relative(root, file))
  const documents: Record<string, string> = {}
  const found = new Set<string>()
  for (const file of new Set(expected.values())) {
    if (file.endsWith('.tsx'))
      throw new Error(`${file}: move its graphql() documents into a .ts module and export them (the trusted documents build imports them without rendering anything)`)
    const module = (await import(pathToFileURL(join(root, file)).href)) as Record<string, unknown>
    for (const value of Object.values(module)) {
      if (!isDocument(value) || operationNames(value).length === 0) continue
      const normalized = normalizeDocument(value)
      documents[hashNormalized(normalized)] = normalized
      for (const name of operationNames(value)) found.add(name)
    }
  }
  const missing = [...expected].filter(([name]) => !found.has(name)).map(([name, file]) => `${name} (${file})`)
  if (missing.length > 0) throw new Error(`Operations not exported from their module, so not trusted: ${missing.join(', ')}. Export the graphql() value.`)
  return { version: TRUSTED_DOCUMENTS_VERSION, documents }
}

export async function writeTrustedDocuments(file: string): Promise<number> {
  const manifest = await collectTrustedDocuments()
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`)
  return Object.keys(manifest.documents).length
}
