/**
 * Ambassador photos on the static site (decision 075): after Vike has
 * prerendered the pages, every photo their data references
 * (`/photos/{sha256}`, site-relative: src/graphql/site-photo-urls.ts) is
 * fetched from the API in each stored size and written to
 * `client/photos/{sha256}-{size}.webp`, so a CDN serves them without the API.
 * Files no page references any more are deleted: an erased or replaced
 * photo leaves the site at the next publish.
 */
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PHOTO_SIZES_PX, photoFileUrl } from '../../src/contract/photo'
import { PHOTOS_PATH_PREFIX } from '../../src/contract/photo-files'

const PHOTO_BASE = /\/photos\/([0-9a-f]{64})(?![0-9a-f])/g
/** What the prerender writes that can reference a photo: pages and their data. */
const PAGE_FILE = /(\.html|\.pageContext\.json|_payload\.json)$/

/** The photo hashes the prerendered pages reference. */
export async function referencedPhotoHashes(clientDir: string): Promise<Set<string>> {
  const hashes = new Set<string>()
  for (const entry of await readdir(clientDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !PAGE_FILE.test(entry.name)) continue
    const text = await readFile(join(entry.parentPath, entry.name), 'utf8')
    for (const match of text.matchAll(PHOTO_BASE)) if (match[1] !== undefined) hashes.add(match[1])
  }
  return hashes
}

/** Writes the referenced photos into `clientDir/photos`, deletes the others; returns how many photos the site carries. */
export async function writePhotoFiles(options: { clientDir: string; apiUrl: string }): Promise<number> {
  const { clientDir, apiUrl } = options
  const dir = join(clientDir, PHOTOS_PATH_PREFIX)
  const hashes = await referencedPhotoHashes(clientDir)
  await mkdir(dir, { recursive: true })
  // Named by content: a file already there (copied from the served build) is already right.
  const present = new Set(await readdir(dir))
  const wanted = new Set<string>()
  for (const hash of hashes) {
    for (const size of PHOTO_SIZES_PX) {
      const path = photoFileUrl(`${PHOTOS_PATH_PREFIX}${hash}`, size)
      const name = path.slice(PHOTOS_PATH_PREFIX.length)
      wanted.add(name)
      if (present.has(name)) continue
      const response = await fetch(new URL(path, apiUrl))
      if (!response.ok) {
        // Replaced again while the pages were rendering (the API keeps two): the cards draw initials until the next publish.
        console.warn(`[photos] the pages show ${path}, but the API answered ${response.status} for it`)
        continue
      }
      await writeFile(join(dir, name), Buffer.from(await response.arrayBuffer()))
    }
  }
  for (const name of await readdir(dir)) if (!wanted.has(name)) await rm(join(dir, name), { force: true })
  return hashes.size
}
