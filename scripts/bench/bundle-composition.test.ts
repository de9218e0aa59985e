import { describe, expect, it } from 'vitest'
import { bytesByOwner, compositionOf, modulesByChunk, ownerOf, projectPathOf } from './bundle-composition'

const graph = {
  nodeParts: { p1: { renderedLength: 300, metaUid: 'm1' }, p2: { renderedLength: 100, metaUid: 'm2' }, p3: { renderedLength: 50, metaUid: 'm3' } },
  nodeMetas: {
    m1: { id: '/x/node_modules/react-dom/cjs/client.js', moduleParts: { 'assets/a.js': 'p1' } },
    m2: { id: '/work/wt/src/runtime/lifecycle.ts', moduleParts: { 'assets/a.js': 'p2' } },
    m3: { id: '/x/node_modules/@urql/core/dist/core.mjs', moduleParts: { 'assets/lazy.js': 'p3' } },
  },
}

describe('bundle composition', () => {
  it('names modules by project path and owner', () => {
    expect(projectPathOf('/a/node_modules/.pnpm/node_modules/@urql/core/x.js')).toBe('node_modules/@urql/core/x.js')
    expect(projectPathOf('/work/wt-bundle/src/i18n/index.ts?x')).toBe('src/i18n/index.ts')
    expect(projectPathOf('\0virtual:locale-chunks')).toBe('virtual:locale-chunks')
    expect(ownerOf('node_modules/@urql/core/x.js')).toBe('@urql/core')
    expect(ownerOf('node_modules/react/index.js')).toBe('react')
    expect(ownerOf('src/features/staff/a/b.tsx')).toBe('src/features/staff')
    expect(ownerOf('pages/index/+Page.tsx')).toBe('pages/index')
  })

  it('splits each counted file between its modules and adds up to its gzip bytes', () => {
    const page = {
      path: '/',
      gzipBytes: 1030,
      files: [
        { url: '/assets/a.js', gzipBytes: 1000 },
        { url: 'inline#1', gzipBytes: 30 },
      ],
      htmlStringsGzipBytes: 0,
    }
    const parts = compositionOf(page, modulesByChunk(graph))
    expect(parts.map((p) => [p.module, p.gzipBytes])).toEqual([
      ['node_modules/react-dom/cjs/client.js', 750],
      ['src/runtime/lifecycle.ts', 250],
      ['inline#1', 30],
    ])
    expect(bytesByOwner(parts).map((o) => o.owner)).toEqual(['react-dom', 'src/runtime', 'inline scripts'])
    expect(parts.some((p) => p.module.includes('@urql'))).toBe(false)
  })
})
