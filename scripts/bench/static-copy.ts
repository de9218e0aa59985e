import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Where the bench writes the script-free copy of `/` inside its own build. */
export const STATIC_COPY_PATH = '/bench-static-home'

/**
 * The same markup as the built `/` with every script removed (external,
 * inline, JSON data blocks and module preloads): the LCP baseline a plain
 * static HTML page would reach. Stylesheets, fonts and images stay.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?(modulepreload|preload)["']?[^>]*>/gi, (tag) => (/\bas=["']?script/i.test(tag) || /modulepreload/i.test(tag) ? '' : tag))
}

export function writeStaticCopyOfHome(clientDir: string): string {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8')
  const dir = join(clientDir, STATIC_COPY_PATH.slice(1))
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'index.html'), withoutScripts(html))
  return STATIC_COPY_PATH
}
