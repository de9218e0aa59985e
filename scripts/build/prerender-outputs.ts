import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises'
import { dirname, join, relative, sep } from 'node:path'
import { parse } from '@brillout/json-serializer/parse'
import { createBuildManifest } from '../../src/runtime/route-rules'
import { keysForPage, pageIdForPath } from '../../src/i18n/page-keys'
import { PAGE_STRINGS_ID, pageStringsElement } from '../../src/i18n/page-strings'
import { splitLocale } from '../../src/routing/locale-url'
import { readLocaleStrings } from './locale-chunks-plugin'
import { startScriptsAfterFirstPaint } from './scripts-after-first-paint'

/**
 * After `vike build` or `vike prerender`: for every prerendered page write
 * `{path}/_payload.json` (the data the page was rendered with, read back from
 * the index.pageContext.json Vike wrote beside it), then the route-rules
 * manifest `builds/meta/{id}.json` and `builds/latest.json`; each page
 * carries its first render's strings (withPageStrings) and its scripts start
 * after its first paint (scripts-after-first-paint.ts). One mechanism for
 * both commands, so a re-prerender with fresh API data needs no re-bundling.
 */
export async function writePrerenderOutputs(options: { clientDir: string; buildId: string; timestamp: number }) {
  const { clientDir, buildId, timestamp } = options
  const htmlFiles = (await listFiles(clientDir)).filter((file) => file.endsWith(`${sep}index.html`) || file === join(clientDir, 'index.html'))
  const prerendered: string[] = []
  // Each language's strings read once per run, not once per page.
  const strings = new Map<string, Record<string, unknown>>()
  const stringsOf = (locale: string): Record<string, unknown> => {
    let all = strings.get(locale)
    if (!all) strings.set(locale, (all = readLocaleStrings(localesDir, locale)))
    return all
  }
  for (const htmlFile of htmlFiles) {
    const dir = dirname(htmlFile)
    const path = `/${relative(clientDir, dir).split(sep).join('/')}`.replace(/\/$/, '') || '/'
    prerendered.push(path)
    const pageContext = parse(await readFile(join(dir, 'index.pageContext.json'), 'utf8')) as { data?: unknown }
    await writeFile(join(dir, '_payload.json'), JSON.stringify(pageContext.data ?? null))
    const html = await readFile(htmlFile, 'utf8')
    await writeFile(htmlFile, startScriptsAfterFirstPaint(withPageStrings(html, path, stringsOf(splitLocale(path).locale)), relative(clientDir, htmlFile)))
  }
  const manifest = createBuildManifest({ id: buildId, timestamp, prerendered })
  await mkdir(join(clientDir, 'builds', 'meta'), { recursive: true })
  await writeFile(join(clientDir, 'builds', 'meta', `${buildId}.json`), JSON.stringify(manifest))
  await writeFile(join(clientDir, 'builds', 'latest.json'), JSON.stringify({ id: buildId, timestamp }))
  return manifest
}

const localesDir = new URL('../../locales', import.meta.url).pathname
const EMBEDDED_STRINGS = new RegExp(`<script type="application/json" id="${PAGE_STRINGS_ID}">[^<]*</script>`)

/**
 * The strings the page renders first, in its HTML (src/i18n/page-strings.ts)
 * instead of string modules it would fetch before hydrating. Idempotent, so
 * `npm run prerender` can run it again.
 */
export function withPageStrings(html: string, path: string, all = readLocaleStrings(localesDir, splitLocale(path).locale)): string {
  const { locale, pathname } = splitLocale(path)
  const groups = Object.fromEntries(keysForPage(pageIdForPath(pathname)).flatMap((key) => (all[key] === undefined ? [] : [[key, all[key]]])))
  const element = pageStringsElement({ locale, groups })
  return EMBEDDED_STRINGS.test(html) ? html.replace(EMBEDDED_STRINGS, () => element) : html.replace('</body>', () => `${element}</body>`)
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
