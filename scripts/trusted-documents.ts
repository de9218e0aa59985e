/**
 * `npm run trusted-documents`: writes the manifest of the front end's GraphQL
 * operations (decision 017) to GRAPHQL_TRUSTED_DOCUMENTS_FILE, default
 * `${DIST_DIR}/trusted-documents.json` — the file an API started with
 * GRAPHQL_TRUSTED_DOCUMENTS=1 reads. `npm run build` writes it too; this is
 * for an API deployed apart from the site.
 */
import { join, resolve } from 'node:path'
import { writeTrustedDocuments } from './build/trusted-documents'

const file = resolve(process.env.GRAPHQL_TRUSTED_DOCUMENTS_FILE?.trim() || join(process.env.DIST_DIR || 'dist', 'trusted-documents.json'))
const count = await writeTrustedDocuments(file)
console.log(`✓ ${count} trusted documents → ${file}`)
