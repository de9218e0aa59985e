import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { createInterface } from 'node:readline'

const root = new URL('../..', import.meta.url).pathname

/**
 * Runs the Vike CLI (`vike build` or `vike prerender`) through its own bin:
 * Vike only prerenders when started as `vike build`, never via `vite build`.
 * E2E fixture pages (tests/e2e/fixture-pages) are left out of every build but
 * the browser-test one (E2E_FIXTURES=1). `onOutputLine` sees each line Vike
 * prints on stdout (still passed through), e.g. to count written pages.
 */
export function runVike(command: 'build' | 'prerender', env: Record<string, string>, onOutputLine?: (line: string) => void): Promise<void> {
  const crawl = process.env.E2E_FIXTURES === '1' ? {} : { ignore: ['tests/**'] }
  return new Promise((resolve, reject) => {
    const child = spawn(join(root, 'node_modules/.bin/vike'), [command], {
      cwd: root,
      stdio: ['inherit', onOutputLine === undefined ? 'inherit' : 'pipe', 'inherit'],
      env: { ...process.env, ...env, VIKE_CRAWL: JSON.stringify(crawl) },
    })
    if (onOutputLine !== undefined && child.stdout !== null) {
      createInterface({ input: child.stdout, crlfDelay: Infinity }).on('line', (line) => {
        process.stdout.write(`${line}\n`)
        onOutputLine(line)
      })
    }
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vike ${command} exited with ${code}`))))
  })
}
