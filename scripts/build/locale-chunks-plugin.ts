import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { isLocale } from '../../src/contract/locale'
import { browserMessages } from '../../src/contract/messages'

const root = new URL('../..', import.meta.url).pathname
const LOADERS_ID = 'virtual:locale-chunks'
const CHUNK_PREFIX = 'virtual:locale-chunk/'

/**
 * The strings of one language as i18next gets them: its locale file plus the
 * form messages and field labels of the shared catalogue (src/contract/messages.ts).
 * The catalogue is read when the config loads: restart the dev server after editing it.
 */
export function readLocaleStrings(localesDir: string, locale: string): Record<string, unknown> {
  const file = JSON.parse(readFileSync(join(localesDir, `${locale}.json`), 'utf8')) as Record<string, unknown>
  return isLocale(locale) ? { ...file, ...browserMessages(locale) } : file
}

/**
 * Splits the strings of each language (readLocaleStrings) by top-level key
 * into one small chunk each, so the browser downloads only the strings of its
 * language and of the page it shows (the first-load JS budget).
 * `virtual:locale-chunks` exports `loaders[locale][key]()`, each a dynamic
 * import of that key's strings. The server bundle and unit tests import them
 * whole instead (src/i18n).
 */
export function localeChunks(): Plugin {
  const localesDir = join(root, 'locales')
  const read = (locale: string): Record<string, unknown> => readLocaleStrings(localesDir, locale)
  return {
    name: 'ambassador-portal:locale-chunks',
    resolveId(id) {
      if (id === LOADERS_ID || id.startsWith(CHUNK_PREFIX)) return `\0${id}`
      return null
    },
    load(id) {
      if (id === `\0${LOADERS_ID}`) {
        const locales = readdirSync(localesDir)
          .filter((f) => f.endsWith('.json'))
          .map((f) => f.slice(0, -5))
        const entries = locales.map((locale) => {
          this.addWatchFile(join(localesDir, `${locale}.json`))
          const keys = Object.keys(read(locale)).map((key) => `${JSON.stringify(key)}: () => import(${JSON.stringify(`${CHUNK_PREFIX}${locale}/${key}`)})`)
          return `${JSON.stringify(locale)}: { ${keys.join(', ')} }`
        })
        return `export const loaders = { ${entries.join(', ')} }`
      }
      if (id.startsWith(`\0${CHUNK_PREFIX}`)) {
        const [locale = '', key = ''] = id.slice(CHUNK_PREFIX.length + 1).split('/')
        this.addWatchFile(join(localesDir, `${locale}.json`))
        return `export default ${JSON.stringify(read(locale)[key] ?? {})}`
      }
      return null
    },
    // Which file each locale chunk became: the first-load JS measurement
    // (scripts/bench/first-load-js.ts) counts the ones a page loads before
    // hydrating. Kept in .vite/ (not served: dotfiles are not).
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      const chunks: Record<string, string> = {}
      for (const output of Object.values(bundle)) {
        // By module, not facade: a chunk may hold several locale chunks (vite.config.ts groups the shell's strings).
        for (const id of output.type === 'chunk' ? output.moduleIds : []) {
          if (id === `\0${LOADERS_ID}`) chunks.loaders = output.fileName
          else if (id.startsWith(`\0${CHUNK_PREFIX}`)) chunks[id.slice(CHUNK_PREFIX.length + 1)] = output.fileName
        }
      }
      this.emitFile({ type: 'asset', fileName: LOCALE_CHUNKS_MANIFEST, source: JSON.stringify(chunks, null, 2) })
    },
  }
}

/** `{ loaders: file, 'en/home': file, … }`, relative to the client output folder. */
export const LOCALE_CHUNKS_MANIFEST = '.vite/locale-chunks.json'
