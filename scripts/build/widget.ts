import { join } from 'node:path'
import { build } from 'vite'

const root = new URL('../..', import.meta.url).pathname

/** Builds the stand-alone widget (no React) to `{clientDir}/widget.js` as one small IIFE. */
export async function buildWidget(clientDir: string): Promise<void> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      target: 'es2018',
      minify: true,
      copyPublicDir: false,
      lib: { entry: join(root, 'src/widget/widget.ts'), formats: ['iife'], name: 'AmbassadorPortalWidget', fileName: () => 'widget.js' },
    },
  })
}
