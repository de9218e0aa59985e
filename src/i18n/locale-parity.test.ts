import { describe, expect, it } from 'vitest'
import en from '../../locales/en.json'
import fr from '../../locales/fr.json'

type Tree = { [key: string]: string | Tree }

function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`)))
}

const placeholders = (text: string): string[] => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort()

function valueAt(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
  return typeof node === 'string' ? node : undefined
}

describe('locale files', () => {
  const enKeys = leafKeys(en)
  const frKeys = leafKeys(fr)

  it('have exactly the same keys in en and fr', () => {
    expect(enKeys.filter((k) => !frKeys.includes(k))).toEqual([])
    expect(frKeys.filter((k) => !enKeys.includes(k))).toEqual([])
  })

  it('use the same interpolation placeholders in both languages', () => {
    for (const key of enKeys) {
      expect(placeholders(valueAt(fr as Tree, key) ?? ''), key).toEqual(placeholders(valueAt(en as Tree, key) ?? ''))
    }
  })

  it('have no empty strings', () => {
    for (const key of [...enKeys]) {
      expect(valueAt(en as Tree, key)?.trim(), `en ${key}`).not.toBe('')
      expect(valueAt(fr as Tree, key)?.trim(), `fr ${key}`).not.toBe('')
    }
  })

  it('label Home / Accueil as the seed says', () => {
    expect(en.nav.home).toBe('Home')
    expect(fr.nav.home).toBe('Accueil')
  })
})
