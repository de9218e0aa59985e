import { readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|xml)$/

/** Writes .br and .gz beside each text file so the server (or CDN) sends them as is. */
export async function precompress(dir: string): Promise<number> {
  let count = 0
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue
    const file = join(entry.parentPath, entry.name)
    const content = await readFile(file)
    if (content.length < 512) {
      // A re-prerender (npm run prerender, publishing) may shrink a file below the threshold: drop stale copies.
      await Promise.all([rm(`${file}.br`, { force: true }), rm(`${file}.gz`, { force: true })])
      continue
    }
    await writeFile(`${file}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
    await writeFile(`${file}.gz`, await gz(content, { level: 9 }))
    count++
  }
  return count
}
