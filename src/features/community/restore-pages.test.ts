import { describe, expect, it } from 'vitest'
import { MAX_RESTORED_PAGES, savedScrollPosition, storedExtraPages, storeExtraPages } from './restore-pages'

function memoryStorage() {
  const items = new Map<string, string>()
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) }
}

describe('restored "load more" pages', () => {
  it('remembers the count per list and forgets it at zero', () => {
    const storage = memoryStorage()
    storeExtraPages('a', 2, storage)
    expect(storedExtraPages('a', storage)).toBe(2)
    expect(storedExtraPages('b', storage)).toBe(0)
    storeExtraPages('a', 0, storage)
    expect(storedExtraPages('a', storage)).toBe(0)
  })
  it('caps and sanitises what it reads', () => {
    const storage = memoryStorage()
    storage.setItem('directory-pages:a', '999')
    storage.setItem('directory-pages:b', 'x')
    expect(storedExtraPages('a', storage)).toBe(MAX_RESTORED_PAGES)
    expect(storedExtraPages('b', storage)).toBe(0)
    expect(
      storedExtraPages('a', {
        getItem: () => {
          throw new Error('blocked')
        },
      }),
    ).toBe(0)
  })
  it("reads Vike's saved scroll position", () => {
    expect(savedScrollPosition({ vike: { scrollPosition: { x: 0, y: 1200 } } })).toEqual({ x: 0, y: 1200 })
    expect(savedScrollPosition({ vike: { scrollPosition: null } })).toBeNull()
    expect(savedScrollPosition(null)).toBeNull()
  })
})
