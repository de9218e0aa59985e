import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import en from '../../locales/en.json'
import { BROWSER_GROUPS } from '../contract/messages'
import { DEFERRED_PAGE_KEYS, PAGE_KEYS, SHELL_KEYS, pageIdForPath } from './page-keys'
import { filesIn, usedKeyGroups } from './used-keys'
import { PAGE_HEADER_GROUP } from '../routing/page-header'

const root = new URL('../..', import.meta.url).pathname
// The locale files' groups and those the shared message catalogue adds (src/contract/messages.ts).
const groups = new Set([...Object.keys(en), ...BROWSER_GROUPS])
// Everything every page loads: global page hooks, layouts, app providers.
const shellEntries = [
  ...readdirSync(join(root, 'pages'))
    .filter((f) => f.startsWith('+'))
    .map((f) => join(root, 'pages', f)),
  ...filesIn(join(root, 'layouts')),
  ...filesIn(join(root, 'renderer')),
]
// Page folders (those with a +Page.tsx) under pages/, through route groups: 'index', '(graphql)/community'…
const pageDirsIn = (dir: string): string[] =>
  readdirSync(join(root, 'pages', dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => {
      const sub = dir ? `${dir}/${d.name}` : d.name
      return existsSync(join(root, 'pages', sub, '+Page.tsx')) ? [sub] : pageDirsIn(sub)
    })
const routeDirs = pageDirsIn('')

const describeUse = (used: Map<string, string[]>, allowed: ReadonlySet<string>) =>
  [...used].filter(([group]) => !allowed.has(group)).map(([group, files]) => `${group} (in ${[...new Set(files)].map((f) => f.slice(root.length)).join(', ')})`)

describe('strings each page loads in the browser (page-keys.ts)', () => {
  it('lists every page', () => {
    expect(routeDirs).toContain('(graphql)/community')
    expect(routeDirs.map((dir) => `/pages/${dir}`).filter((id) => !(id in PAGE_KEYS))).toEqual([])
  })

  it('names only keys that exist in the locale files', () => {
    const listed = [...SHELL_KEYS, ...Object.values(PAGE_KEYS).flat(), ...Object.values(DEFERRED_PAGE_KEYS).flat()]
    expect(listed.filter((key) => !groups.has(key))).toEqual([])
  })

  it('the shell uses only shell keys', () => {
    expect(describeUse(usedKeyGroups(shellEntries, groups), new Set(SHELL_KEYS))).toEqual([])
  })

  it("a page's heading and intro are in a group that page loads (pages/+description.ts reads them in the shell)", () => {
    const pageIdOf = (page: string) => pageIdForPath(page === 'iframe' ? '/iframe' : `/${page}`)
    const missing = Object.entries(PAGE_HEADER_GROUP).filter(([page, group]) => !(PAGE_KEYS[pageIdOf(page) ?? ''] ?? []).includes(group))
    expect(missing).toEqual([])
  })

  for (const dir of routeDirs) {
    it(`/pages/${dir} lists every key group its components use`, () => {
      const allowed = new Set<string>([...SHELL_KEYS, ...(PAGE_KEYS[`/pages/${dir}`] ?? []), ...(DEFERRED_PAGE_KEYS[`/pages/${dir}`] ?? [])])
      expect(describeUse(usedKeyGroups(filesIn(join(root, 'pages', dir)), groups), allowed)).toEqual([])
    })
  }
})

describe('deferred keys (DEFERRED_PAGE_KEYS)', () => {
  it('are for listed pages and never also loaded before the page renders', () => {
    for (const [page, keys] of Object.entries(DEFERRED_PAGE_KEYS)) {
      expect(PAGE_KEYS[page], page).toBeDefined()
      expect(
        keys.filter((key) => [...SHELL_KEYS, ...(PAGE_KEYS[page] ?? [])].includes(key)),
        page,
      ).toEqual([])
    }
  })
})

describe('pageIdForPath (which strings a hovered link will need)', () => {
  it('maps logical paths to their page folder, route groups left out of the URL', () => {
    expect(pageIdForPath('/')).toBe('/pages/index')
    expect(pageIdForPath('/ambassadors')).toBe('/pages/ambassadors')
    expect(pageIdForPath('/community')).toBe('/pages/(graphql)/community')
    expect(pageIdForPath('/community/')).toBe('/pages/(graphql)/community')
    expect(pageIdForPath('/matchQuestion')).toBe('/pages/(graphql)/matchQuestion')
  })

  it('gives null for paths no page serves', () => {
    expect(pageIdForPath('/nowhere')).toBeNull()
    expect(pageIdForPath('/community/extra')).toBeNull()
    expect(pageIdForPath('/(graphql)/community')).toBeNull()
  })
})
