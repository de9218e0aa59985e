/**
 * `npm run prerender`: the CI prerender job. Re-renders every page with fresh
 * API data from the existing bundles (no re-bundling), under a new build id:
 * new HTML, `_payload.json` files and manifests; clients still running the
 * previous id see the "new version" prompt at their next hourly check.
 * Prints `publish-progress <done>/<total>` after each page (decision 071).
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { withApiForPrerender } from './build/api-for-prerender'
import { fetchEmbedOrigins } from './build/host-config/embed-origins'
import { browserApiOrigin, writeHostConfig } from './build/host-config/write-host-config'
import { newBuildId } from './build/build-id'
import { writePhotoFiles } from './build/photo-files'
import { precompress } from './build/precompress'
import { countHtmlPages, prerenderProgressReporter } from './build/prerender-progress'
import { writePrerenderOutputs } from './build/prerender-outputs'
import { runVike } from './build/run-vike'
import { writeSearchFiles } from './build/search-files'
import { writeShareFiles } from './build/share-files'
import { writeWidgetTheme } from './build/widget-theme'

const root = new URL('..', import.meta.url).pathname
// resolve, not join: the server's publish job passes an absolute DIST_DIR.
const distDir = resolve(root, process.env.DIST_DIR || 'dist')
const clientDir = resolve(distDir, 'client')
if (!existsSync(resolve(distDir, 'server'))) {
  console.error('No bundle to prerender from: run `npm run build` first.')
  process.exit(1)
}
const buildId = newBuildId()
const onVikeLine = prerenderProgressReporter(existsSync(clientDir) ? await countHtmlPages(clientDir) : 0)
const frameAncestors = await withApiForPrerender(async (apiUrl) => {
  await runVike('prerender', { BUILD_ID: buildId, API_URL: apiUrl }, onVikeLine)
  // While the API is up: the photos the new pages show become files of the site.
  await writePhotoFiles({ clientDir, apiUrl })
  // …and the social cards, app icons (from the logo) and manifests.
  await writeShareFiles({ clientDir, apiUrl })
  return fetchEmbedOrigins(apiUrl, process.env.ORG_SLUG?.trim())
})
const manifest = await writePrerenderOutputs({ clientDir, buildId, timestamp: Date.now() })
await writeSearchFiles(clientDir)
// The organization's colour may have changed: widget.js's theme file again.
await writeWidgetTheme(clientDir)
await precompress(clientDir)
// The embed origins and inline scripts may have changed: the static hosts' configuration again (decision 110).
await writeHostConfig({ distDir, frameAncestors, apiOrigin: browserApiOrigin(process.env) })
console.log(`✓ prerender ${buildId}: ${manifest.prerendered.length} pages`)
