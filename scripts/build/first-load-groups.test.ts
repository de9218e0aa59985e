import { describe, expect, it } from 'vitest'
import { firstLoadGroup, firstLoadGroups, type ChunkingContext } from './first-load-groups'

const entry = (page: string) => `\0virtual:vike:page-entry:client:/pages/${page}`

/** A module graph: id → its static importers. */
function contextOf(importers: Record<string, string[]>): ChunkingContext {
  return { getModuleInfo: (id) => (id in importers ? { importers: importers[id] ?? [] } : null) }
}

describe('first-load groups', () => {
  const ctx = contextOf({
    [entry('a')]: [],
    [entry('b')]: [],
    [entry('c')]: [],
    '/src/card.tsx': ['/src/list.tsx', '/src/lazy-form.tsx'],
    '/src/list.tsx': [entry('a'), entry('b')],
    '/src/avatar.tsx': ['/src/card.tsx'],
    '/src/only-a.ts': [entry('a')],
    '/src/lazy-form.tsx': [],
    '/src/cycle-1.ts': ['/src/cycle-2.ts', entry('a')],
    '/src/cycle-2.ts': ['/src/cycle-1.ts', entry('c')],
  })

  it('puts modules the same pages load first together, whatever lazy part also imports them', () => {
    const group = firstLoadGroup('/src/card.tsx', ctx)
    expect(group).toMatch(/^pages-[0-9a-z]+$/)
    expect(firstLoadGroup('/src/avatar.tsx', ctx)).toBe(group)
    expect(firstLoadGroup('/src/list.tsx', ctx)).toBe(group)
  })

  it('leaves one page’s modules to its entry and lazy-only modules to automatic splitting', () => {
    expect(firstLoadGroup('/src/only-a.ts', ctx)).toBeNull()
    expect(firstLoadGroup('/src/lazy-form.tsx', ctx)).toBeNull()
  })

  it('names different sets differently and follows an import cycle to its pages', () => {
    expect(firstLoadGroup('/src/cycle-2.ts', ctx)).toMatch(/^pages-/)
    expect(firstLoadGroup('/src/cycle-2.ts', ctx)).not.toBe(firstLoadGroup('/src/card.tsx', ctx))
  })
  it('gives rolldown the largest sets first, so a few pages’ chunk cannot take a dependency more pages load first', () => {
    const groups = firstLoadGroups()
    const priorities = groups.map((g) => g.priority)
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a))
    const twoPages = groups.find((g) => g.priority === 2)
    const threePages = groups.find((g) => g.priority === 3)
    expect(twoPages?.name('/src/card.tsx', ctx)).toBe(firstLoadGroup('/src/card.tsx', ctx))
    expect(threePages?.name('/src/card.tsx', ctx)).toBeNull()
    expect(twoPages?.name('/src/only-a.ts', ctx)).toBeNull()
  })
})
