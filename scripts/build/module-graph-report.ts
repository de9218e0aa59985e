import { join, resolve } from 'node:path'
import { visualizer } from 'rollup-plugin-visualizer'
import type { Plugin } from 'vite'
import { MODULE_GRAPH_FILE } from './module-graph-file'

/**
 * The client build's own module graph (rollup-plugin-visualizer's raw data:
 * which modules each emitted chunk holds, their rendered length and their
 * imports), for the bundle composition table of `npm run bench` and the
 * "nothing of the console on public pages" test (decision 120). The server
 * build is skipped: only what browsers download matters.
 */
export function moduleGraphReport(distDir: string): Plugin {
  const plugin = visualizer({ template: 'raw-data', filename: join(resolve(distDir), MODULE_GRAPH_FILE) }) as Plugin
  return { ...plugin, applyToEnvironment: (environment) => environment.name === 'client' }
}
