/**
 * `npm run build`: bundle and prerender the whole site (both languages) with
 * the API's data, then write the runtime's files: `_payload.json` per page,
 * `builds/meta/{id}.json`, `builds/latest.json`, and precompressed copies.
 */
import { join } from 'node:path'
import { withApiForPrerender } from './build/api-for-prerender'
import { newBuildId } from './build/build-id'
import { precompress } from './build/precompress'
import { writePrerenderOutputs } from './build/prerender-outputs'
import { runVike } from './build/run-vike'
import { buildWidget } from './build/widget'

const root = new URL('..', import.meta.url).pathname
const started = Date.now()
const buildId = newBuildId()

await withApiForPrerender(async (apiUrl) => {
  await runVike('build', { BUILD_ID: buildId, API_URL: apiUrl })
})
const clientDir = join(root, process.env.DIST_DIR || 'dist', 'client')
const manifest = await writePrerenderOutputs({ clientDir, buildId, timestamp: Date.now() })
await buildWidget(clientDir)
const compressed = await precompress(clientDir)
console.log(`✓ build ${buildId}: ${manifest.prerendered.length} pages prerendered, ${compressed} files precompressed in ${((Date.now() - started) / 1000).toFixed(1)} s`)
