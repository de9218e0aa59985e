/**
 * `npm run prerender`: the CI prerender job. Re-renders every page with fresh
 * API data from the existing bundles (no re-bundling), under a new build id:
 * new HTML, `_payload.json` files and manifests; clients still running the
 * previous id see the "new version" prompt at their next hourly check.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { withApiForPrerender } from './build/api-for-prerender'
import { newBuildId } from './build/build-id'
import { precompress } from './build/precompress'
import { writePrerenderOutputs } from './build/prerender-outputs'
import { runVike } from './build/run-vike'

const root = new URL('..', import.meta.url).pathname
if (!existsSync(join(root, process.env.DIST_DIR || 'dist', 'server'))) {
  console.error('No bundle to prerender from: run `npm run build` first.')
  process.exit(1)
}
const buildId = newBuildId()
await withApiForPrerender((apiUrl) => runVike('prerender', { BUILD_ID: buildId, API_URL: apiUrl }))
const clientDir = join(root, process.env.DIST_DIR || 'dist', 'client')
const manifest = await writePrerenderOutputs({ clientDir, buildId, timestamp: Date.now() })
await precompress(clientDir)
console.log(`✓ prerender ${buildId}: ${manifest.prerendered.length} pages`)
