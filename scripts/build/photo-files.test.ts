import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { writePhotoFiles } from './photo-files'

const SHOWN = 'a'.repeat(64)
const GONE = 'b'.repeat(64)
let dir = ''

afterEach(async () => {
  vi.unstubAllGlobals()
  await rm(dir, { recursive: true, force: true })
})

describe('writePhotoFiles', () => {
  it('writes every size of the photos the pages reference, from the API, and deletes the others', async () => {
    dir = await mkdtemp(join(tmpdir(), 'photo-files-'))
    await mkdir(join(dir, 'community'), { recursive: true })
    await writeFile(join(dir, 'community', '_payload.json'), JSON.stringify({ nodes: [{ photoUrl: `/photos/${SHOWN}` }, { photoUrl: null }] }))
    await mkdir(join(dir, 'photos'))
    await writeFile(join(dir, 'photos', `${GONE}-96.webp`), 'erased ambassador')
    const fetch = vi.fn((url: URL) => Promise.resolve(new Response(`bytes of ${url.pathname}`)))
    vi.stubGlobal('fetch', fetch)

    expect(await writePhotoFiles({ clientDir: dir, apiUrl: 'http://127.0.0.1:9' })).toBe(1)
    expect((await readdir(join(dir, 'photos'))).sort()).toEqual([`${SHOWN}-192.webp`, `${SHOWN}-384.webp`, `${SHOWN}-96.webp`])
    expect(await readFile(join(dir, 'photos', `${SHOWN}-192.webp`), 'utf8')).toBe(`bytes of /photos/${SHOWN}-192.webp`)
    expect(fetch.mock.calls.map(([url]) => url.href)).toEqual([96, 192, 384].map((size) => `http://127.0.0.1:9/photos/${SHOWN}-${size}.webp`))

    // A second prerender of the same pages fetches nothing: the names are the content.
    fetch.mockClear()
    await writePhotoFiles({ clientDir: dir, apiUrl: 'http://127.0.0.1:9' })
    expect(fetch).not.toHaveBeenCalled()
  })
})
