import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { markServed, prepareBuildDir, publishRootOf, siteToServe } from './site-builds'

let base = ''
afterEach(() => rmSync(base, { recursive: true, force: true }))

function built(dir: string, id: string, timestamp: number): void {
  mkdirSync(join(dir, 'client', 'builds'), { recursive: true })
  mkdirSync(join(dir, 'server'), { recursive: true })
  writeFileSync(join(dir, 'client', 'builds', 'latest.json'), JSON.stringify({ id, timestamp }))
}

describe('published builds on disk', () => {
  it('serves the last published build after a restart, unless dist was built after it', async () => {
    base = mkdtempSync(join(tmpdir(), 'site-builds-'))
    const dist = join(base, 'dist')
    built(dist, 'built', 100)
    const root = publishRootOf(dist)
    mkdirSync(root)
    expect(siteToServe(dist)).toBe(dist)
    const published = await prepareBuildDir(root, dist, 'pub-1')
    built(published, 'pub-1', 200)
    await markServed(root, published, dist)
    expect(siteToServe(dist)).toBe(published)
    built(dist, 'rebuilt', 300)
    expect(siteToServe(dist)).toBe(dist)
  })

  it('keeps the served build and the previous one, and deletes older ones', async () => {
    base = mkdtempSync(join(tmpdir(), 'site-builds-'))
    const dist = join(base, 'dist')
    built(dist, 'built', 100)
    const root = publishRootOf(dist)
    mkdirSync(root)
    let previous = dist
    for (const id of ['a', 'b', 'c']) {
      const dir = await prepareBuildDir(root, previous, id)
      expect(existsSync(join(dir, 'server'))).toBe(true)
      await markServed(root, dir, previous)
      previous = dir
    }
    expect(readdirSync(root).sort()).toEqual(['b', 'c', 'current'])
  })
})
