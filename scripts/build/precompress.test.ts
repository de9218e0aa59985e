import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { precompress } from './precompress'

let dir = ''
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('precompress', () => {
  it('writes .br and .gz beside large text files, and drops them when a re-prerender made the file small', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'))
    const file = join(dir, '_payload.json')
    writeFileSync(file, JSON.stringify({ items: 'x'.repeat(600) }))
    expect(await precompress(dir)).toBe(1)
    expect(existsSync(`${file}.br`) && existsSync(`${file}.gz`)).toBe(true)
    writeFileSync(file, '{"items":[]}')
    expect(await precompress(dir)).toBe(0)
    // A stale .br would be served instead of the new, small file.
    expect(existsSync(`${file}.br`) || existsSync(`${file}.gz`)).toBe(false)
  })
})
