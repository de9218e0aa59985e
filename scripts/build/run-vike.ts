import { spawn } from 'node:child_process'
import { join } from 'node:path'

const root = new URL('../..', import.meta.url).pathname

/**
 * Runs the Vike CLI (`vike build` or `vike prerender`) through its own bin:
 * Vike only prerenders when started as `vike build`, never via `vite build`.
 * E2E fixture pages (tests/e2e/fixture-pages) are left out of every build but
 * the browser-test one (E2E_FIXTURES=1).
 */
export function runVike(command: 'build' | 'prerender', env: Record<string, string>): Promise<void> {
  const crawl = process.env.E2E_FIXTURES === '1' ? {} : { ignore: ['tests/**'] }
  return new Promise((resolve, reject) => {
    const child = spawn(join(root, 'node_modules/.bin/vike'), [command], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env, VIKE_CRAWL: JSON.stringify(crawl) },
    })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vike ${command} exited with ${code}`))))
  })
}
