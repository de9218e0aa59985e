import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises'
import { dirname, join, relative, sep } from 'node:path'
import { parse } from '@brillout/json-serializer/parse'
import { createBuildManifest } from '../../src/runtime/route-rules'
import { localeChunksOf } from '../bench/first-load-js'
import { startScriptsAfterFirstPaint } from './scripts-after-first-paint'

/**
 * After `vike build` or `vike prerender`: for every prerendered page write
 * `{path}/_payload.json` (the data the page was rendered with, read back from
 * the index.pageContext.json Vike wrote beside it), then the route-rules
 * manifest `builds/meta/{id}.json` and `builds/latest.json`; each page's
 * scripts start after its first paint (scripts-after-first-paint.ts). One mechanism for
 * both commands, so a re-prerender with fresh API data needs no re-bundling.
 */
export async function writePrerenderOutputs(options: { clientDir: string; buildId: string; timestamp: number }) {
  const { clientDir, buildId, timestamp } = options
  const htmlFiles = (await listFiles(clientDir)).filter((file) => file.endsWith(`${sep}index.html`) || file === join(clientDir, 'index.html'))
  const prerendered: string[] = []
  for (const htmlFile of htmlFiles) {
    const dir = dirname(htmlFile)
    const path = `/${relative(clientDir, dir).split(sep).join('/')}`.replace(/\/$/, '') || '/'
    prerendered.push(path)
    const pageContext = parse(await readFile(join(dir, 'index.pageContext.json'), 'utf8')) as { data?: unknown }
    await writeFile(join(dir, '_payload.json'), JSON.stringify(pageContext.data ?? null))
    const html = await readFile(htmlFile, 'utf8')
    await writeFile(htmlFile, startScriptsAfterFirstPaint(withLocaleChunkPreloads(html, localeChunksOf(clientDir, path))))
  }
  const manifest = createBuildManifest({ id: buildId, timestamp, prerendered })
  await mkdir(join(clientDir, 'builds', 'meta'), { recursive: true })
  await writeFile(join(clientDir, 'builds', 'meta', `${buildId}.json`), JSON.stringify(manifest))
  await writeFile(join(clientDir, 'builds', 'latest.json'), JSON.stringify({ id: buildId, timestamp }))
  return manifest
}

/**
 * The page fetches its strings before hydrating (src/i18n): let the browser
 * fetch them alongside the bundles instead of after them. Idempotent, so
 * `npm run prerender` can run it again.
 */
function withLocaleChunkPreloads(html: string, files: string[]): string {
  const links = files.filter((file) => !html.includes(`href="/${file}"`)).map((file) => `<link rel="modulepreload" href="/${file}">`)
  // At the end of <body>, beside Vike's own preloads, which
  // startScriptsAfterFirstPaint then holds back until the first paint.
  return links.length ? html.replace('</body>', `${links.join('')}</body>`) : html
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = join(dir, entry.name)
      if (entry.isDirectory()) return entry.name === 'assets' || entry.name === 'builds' ? Promise.resolve([]) : listFiles(full)
      return Promise.resolve([full])
    }),
  )
  return nested.flat()
}
