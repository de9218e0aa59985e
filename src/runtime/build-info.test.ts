// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildMetaUrl, getBaseUrl, getBuildId, latestBuildUrl, setBuildId, withBase } from './build-info'
import { BUILD_ID_HTML_ATTRIBUTE, DEV_BUILD_ID } from './constants'

afterEach(() => {
  vi.unstubAllEnvs()
  setBuildId(undefined)
  document.documentElement.removeAttribute(BUILD_ID_HTML_ATTRIBUTE)
})

describe('getBuildId', () => {
  it('falls back to the dev id when nothing is injected', () => {
    vi.stubEnv('VITE_BUILD_ID', '')
    expect(getBuildId()).toBe(DEV_BUILD_ID)
  })

  it('reads the bundled VITE_BUILD_ID', () => {
    vi.stubEnv('VITE_BUILD_ID', 'bundle-1')
    expect(getBuildId()).toBe('bundle-1')
  })

  it('prefers the id in the prerendered HTML (re-prerender without re-bundling)', () => {
    vi.stubEnv('VITE_BUILD_ID', 'bundle-1')
    document.documentElement.setAttribute(BUILD_ID_HTML_ATTRIBUTE, 'html-2')
    expect(getBuildId()).toBe('html-2')
  })

  it('prefers an explicit setBuildId over everything', () => {
    document.documentElement.setAttribute(BUILD_ID_HTML_ATTRIBUTE, 'html-2')
    setBuildId('ctx-3')
    expect(getBuildId()).toBe('ctx-3')
  })
})

describe('URLs under the base', () => {
  it('builds the manifest URLs under the default base', () => {
    expect(getBaseUrl()).toBe('/')
    expect(buildMetaUrl('abc')).toBe('/builds/meta/abc.json')
    expect(latestBuildUrl()).toBe('/builds/latest.json')
  })

  it('uses the current build id by default', () => {
    setBuildId('b-9')
    expect(buildMetaUrl()).toBe('/builds/meta/b-9.json')
  })

  it('joins a base without trailing slash', () => {
    vi.stubEnv('BASE_URL', '/portal')
    expect(withBase('/builds/latest.json')).toBe('/portal/builds/latest.json')
    expect(latestBuildUrl()).toBe('/portal/builds/latest.json')
  })
})
