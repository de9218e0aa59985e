/**
 * The embed tests' host page server: an organization's own site on a second
 * loopback port (E2E_HOST_PORT), started by playwright.config.ts next to the
 * portal. Serves this folder's .html files with `%PORTAL_ORIGIN%` replaced by
 * the portal under test; any Host name (127.0.0.1, localhost,
 * foreign.localhost) gets the same pages, so one server plays allowed and
 * foreign hosts.
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import { E2E_BASE_URL, E2E_HOST_PORT } from '../../support/environment'

const folder = fileURLToPath(new URL('.', import.meta.url))
const portalOrigin = new URL(E2E_BASE_URL).origin

createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname
  if (path === '/health') {
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok')
    return
  }
  const name = path === '/' ? 'index.html' : path.slice(1)
  if (!/^[a-z-]+\.html$/.test(name)) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
    return
  }
  try {
    const html = readFileSync(`${folder}${name}`, 'utf8').replaceAll('%PORTAL_ORIGIN%', portalOrigin)
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(html)
  } catch {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
  }
}).listen(E2E_HOST_PORT, '127.0.0.1', () => console.log(`embed host page on http://127.0.0.1:${E2E_HOST_PORT}/`))
