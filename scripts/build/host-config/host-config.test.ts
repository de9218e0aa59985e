import { describe, expect, it } from 'vitest'
import { headersForPath, siteHeaderRules } from '../../../server/http/site-header-rules'
import { headersFile } from './headers-file'
import { cloudflareHeaders, netlifyHeaders, nginxHeaders, readHeadersFile, readNginxLocations } from './host-config-readers'
import { nginxConf } from './nginx-conf'
import { redirectsFile } from './redirects-file'

const site = siteHeaderRules({
  frameAncestors: ['https://uni.example', 'http://localhost:8080'],
  apiOrigin: 'https://api.example',
  scriptHashes: ["'sha256-AAAA'", "'sha256-BBBB'"],
})
const PATHS = [
  '/',
  '/index.html',
  '/community',
  '/community/',
  '/fr/community/index.html',
  '/community/_payload.json',
  '/assets/entries/pages_index.Bp7nCu_8.js',
  '/photos/abc-96.webp',
  '/builds/latest.json',
  '/builds/meta/20260101.json',
  '/widget.js',
  '/iframe',
  '/iframe/',
  '/iframe/index.html',
  '/fr/iframe',
  '/fr/iframe/',
  '/fr/iframe/index.html',
  '/iframes',
  '/fr/iframe/x',
]

describe('the static hosts send the Node server’s headers', () => {
  const rules = readHeadersFile(headersFile(site))

  it.each(PATHS)('Cloudflare Pages (_headers) for %s', (path) => {
    expect(cloudflareHeaders(rules, path)).toEqual(headersForPath(site, path))
  })

  it.each(PATHS)('Netlify (_headers) for %s, which cannot remove X-Frame-Options where framing is allowed', (path) => {
    const node = headersForPath(site, path)
    const netlify = netlifyHeaders(rules, path)
    if (node['X-Frame-Options'] === undefined) {
      // Browsers ignore X-Frame-Options when the CSP has frame-ancestors (CSP Level 2).
      expect(netlify['Content-Security-Policy']).toContain('frame-ancestors https://uni.example http://localhost:8080')
      delete netlify['X-Frame-Options']
    }
    expect(netlify).toEqual(node)
  })

  it.each(PATHS)('nginx (deploy/nginx.conf) for %s', (path) => {
    expect(nginxHeaders(readNginxLocations(nginxConf(site, { listen: '80', root: '/srv/site' })), path)).toEqual(headersForPath(site, path))
  })

  it('frames /iframe only from the embed origins, and every other page nowhere', () => {
    expect(headersForPath(site, '/fr/iframe/')['Content-Security-Policy']).toContain('frame-ancestors https://uni.example http://localhost:8080;')
    expect(headersForPath(site, '/community')['Content-Security-Policy']).toContain("frame-ancestors 'none'")
    expect(headersForPath(site, '/community')['X-Frame-Options']).toBe('DENY')
  })
})

describe('nginx.conf', () => {
  const conf = nginxConf(site, { listen: '127.0.0.1:8080', root: '/srv/site/client' })

  it('serves the folder given, the 404 page with status 404, and pages without their index.html', () => {
    expect(conf).toMatch(/^\s*listen 127\.0\.0\.1:8080;$/m)
    expect(conf).toMatch(/^\s*root \/srv\/site\/client;$/m)
    expect(conf).toMatch(/^\s*error_page 404 \/404\.html;$/m)
    expect(conf).toContain('try_files $uri $uri.html $uri/index.html =404;')
  })

  it('never caches the 404 page, like the Node server', () => {
    expect(nginxHeaders(readNginxLocations(conf), '/404.html')['Cache-Control']).toBe('no-store')
  })
})

describe('_redirects', () => {
  it('answers unknown paths with the 404 page and status 404', () => {
    const rules = redirectsFile()
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line) => line.trim().split(/\s+/))
    expect(rules).toEqual([['/*', '/404.html', '404']])
  })
})
