/**
 * Trusted documents (GRAPHQL_TRUSTED_DOCUMENTS=1, decision 017): the API runs
 * only the operations the front end was built with. The build writes their
 * hashes to a manifest (scripts/build/trusted-documents.ts); a request whose
 * document is not in it is refused before validation, with UNTRUSTED_DOCUMENT.
 *
 * Documents are compared normalized — printed canonically, without the
 * `__typename` fields urql adds for its cache — so the client sends its full
 * documents exactly as before and nothing needs to agree on whitespace.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { print, visit } from 'graphql'
import type { DocumentNode } from 'graphql'
import { createGraphQLError } from 'graphql-yoga'
import type { Plugin } from 'graphql-yoga'

export const TRUSTED_DOCUMENTS_VERSION = 1

export interface TrustedDocumentsManifest {
  readonly version: typeof TRUSTED_DOCUMENTS_VERSION
  /** sha256 of the normalized document → the normalized document (kept readable for audits). */
  readonly documents: Readonly<Record<string, string>>
}

/** The document as compared: canonical print, no client-added `__typename` (an aliased one is the query's own). */
export function normalizeDocument(document: DocumentNode): string {
  return print(visit(document, { Field: (node) => (node.name.value === '__typename' && node.alias === undefined ? null : undefined) }))
}

export const hashNormalized = (normalized: string): string => createHash('sha256').update(normalized).digest('hex')

export const documentHash = (document: DocumentNode): string => hashNormalized(normalizeDocument(document))

/** Reads and checks a manifest; every problem says what to do about it. */
export function loadTrustedDocuments(path: string): ReadonlySet<string> {
  let manifest: Partial<TrustedDocumentsManifest>
  try {
    manifest = JSON.parse(readFileSync(path, 'utf8')) as Partial<TrustedDocumentsManifest>
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'it does not exist' : 'it is not valid JSON'
    throw new Error(
      `GRAPHQL_TRUSTED_DOCUMENTS=1 needs the trusted documents manifest ${path}, but ${reason}: build the front end (npm run build, or npm run trusted-documents) or set GRAPHQL_TRUSTED_DOCUMENTS_FILE`,
    )
  }
  if (manifest.version !== TRUSTED_DOCUMENTS_VERSION || typeof manifest.documents !== 'object' || manifest.documents === null) {
    throw new Error(`${path} is not a trusted documents manifest of version ${TRUSTED_DOCUMENTS_VERSION}: rebuild it with npm run trusted-documents`)
  }
  const hashes = new Set<string>()
  for (const [hash, text] of Object.entries(manifest.documents)) {
    if (typeof text !== 'string' || hashNormalized(text) !== hash)
      throw new Error(`${path}: the entry ${hash.slice(0, 12)}… does not match its document; rebuild it with npm run trusted-documents`)
    hashes.add(hash)
  }
  if (hashes.size === 0) throw new Error(`${path} lists no documents: rebuild it with npm run trusted-documents`)
  return hashes
}

/** Refuses, before validation, any document the manifest does not list. */
export function trustedDocumentsPlugin(trusted: ReadonlySet<string>): Plugin {
  // Yoga's parser cache hands out one DocumentNode per distinct query text: hash each once.
  const verdicts = new WeakMap<DocumentNode, boolean>()
  return {
    onValidate({ params, setResult }) {
      const document = params.documentAST as DocumentNode
      let allowed = verdicts.get(document)
      if (allowed === undefined) {
        allowed = trusted.has(documentHash(document))
        verdicts.set(document, allowed)
      }
      if (!allowed) {
        setResult([createGraphQLError('This API runs only the operations of its own front end, and this is not one of them.', { extensions: { code: 'UNTRUSTED_DOCUMENT' } })])
      }
    },
  }
}
