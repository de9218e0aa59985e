/**
 * `npm run build`: bundle and prerender the whole site (both languages) with
 * the API's data, then write the runtime's files: `_payload.json` per page,
 * `builds/meta/{id}.json`, `builds/latest.json`, and precompressed copies;
 * and, first, the trusted documents manifest (decision 017), so an API with
 * GRAPHQL_TRUSTED_DOCUMENTS=1 — even the prerender's own — finds it.
 */
import { join } from 'node:path'
import { withApiForPrerender } from './build/api-for-prerender'
import { fetchEmbedOrigins } from './build/host-config/embed-origins'
import { browserApiOrigin, writeHostConfig } from './build/host-config/write-host-config'
import { newBuildId } from './build/build-id'
import { writePhotoFiles } from './build/photo-files'
import { precompress } from './build/precompress'
import { writePrerenderOutputs } from './build/prerender-outputs'
import { runVike } from './build/run-vike'
import { writeSearchFiles } from './build/search-files'
import { writeShareFiles } from './build/share-files'
import { writeWidgetTheme } from './build/widget-theme'
import { writeTrustedDocuments } from './build/trusted-documents'
import { buildWidget } from './build/widget'

const root = new URL('..', import.meta.url).pathname
const started = Date.now()
const buildId = newBuildId()

const distDir = join(root, process.env.DIST_DIR || 'dist')
const trustedDocuments = await writeTrustedDocuments(process.env.GRAPHQL_TRUSTED_DOCUMENTS_FILE?.trim() || join(distDir, 'trusted-documents.json'))
const clientDir = join(distDir, 'client')
const frameAncestors = await withApiForPrerender(async (apiUrl) => {
  await runVike('build', { BUILD_ID: buildId, API_URL: apiUrl })
  // While the API is up: the photos the pages show become files of the site.
  await writePhotoFiles({ clientDir, apiUrl })
  // …and the social cards, app icons (from the logo) and manifests.
  await writeShareFiles({ clientDir, apiUrl })
  return fetchEmbedOrigins(apiUrl, process.env.ORG_SLUG?.trim())
})
const manifest = await writePrerenderOutputs({ clientDir, buildId, timestamp: Date.now() })
await writeSearchFiles(clientDir)
await buildWidget(clientDir)
await writeWidgetTheme(clientDir)
const compressed = await precompress(clientDir)
// The static hosts' _headers, _redirects and deploy/nginx.conf (decision 110).
await writeHostConfig({ distDir, frameAncestors, apiOrigin: browserApiOrigin(process.env) })
console.log(
  `✓ build ${buildId}: ${manifest.prerendered.length} pages prerendered, ${compressed} files precompressed, ${trustedDocuments} trusted documents in ${((Date.now() - started) / 1000).toFixed(1)} s`,
)
