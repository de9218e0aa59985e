import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { E2E_DIST_DIR } from '../support/environment'
import { SITE_PAGES } from '../quality/support/site'

// Issue 3, "Must show" (node side, reading the build under test):
// builds/latest.json names the meta manifest's build, and every prerendered
// path has its _payload.json.

const clientDir = join(E2E_DIST_DIR, 'client')
const readJson = (path: string): unknown => JSON.parse(readFileSync(join(clientDir, path), 'utf8'))

test('builds/latest.json has the id of builds/meta/{id}.json, and the HTML carries it', () => {
  const latest = readJson('builds/latest.json') as { id: string; timestamp: number }
  const meta = readJson(`builds/meta/${latest.id}.json`) as { id: string; timestamp: number; matcher: unknown; prerendered: string[] }
  expect(meta.id).toBe(latest.id)
  expect(meta.timestamp).toBe(latest.timestamp)
  expect(meta.matcher).toBeTruthy()
  expect(readFileSync(join(clientDir, 'index.html'), 'utf8')).toContain(`data-build-id="${latest.id}"`)
})

test('every prerendered path has its _payload.json, and every page of the site in both languages is prerendered', () => {
  const { id } = readJson('builds/latest.json') as { id: string }
  const { prerendered } = readJson(`builds/meta/${id}.json`) as { prerendered: string[] }
  for (const path of prerendered) {
    expect(existsSync(join(clientDir, path === '/' ? '' : path, '_payload.json')), `${path} has its _payload.json`).toBe(true)
  }
  expect(prerendered).toEqual(expect.arrayContaining(SITE_PAGES.map((p) => p.url)))
  for (const { url } of SITE_PAGES) {
    const payload = readJson(`${url === '/' ? '' : url}/_payload.json`) as { organization?: { slug?: string } } | null
    expect(payload?.organization?.slug, `${url}'s payload holds the data it was rendered with (the organization)`).toBeTruthy()
  }
})
