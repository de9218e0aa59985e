/**
 * `npm run serve` / `npm start` (site + API) and `npm run api` (`--api-only`).
 * Imported by build scripts for `startServer`; starts only when run directly.
 */
import { realpathSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { startServer } from './app'
import { EnvError, loadEnv } from './env'

export { startServer } from './app'
export type { RunningServer, StartServerOptions } from './app'

const entry = process.argv[1]
const runDirectly = entry !== undefined && realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url))

if (runDirectly) {
  let env
  try {
    env = loadEnv(process.env)
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  startServer({ env, apiOnly: process.argv.includes('--api-only') }).then(
    (server) => {
      const stop = () => {
        server.close().then(
          () => process.exit(0),
          () => process.exit(1),
        )
      }
      process.once('SIGINT', stop)
      process.once('SIGTERM', stop)
    },
    (error: unknown) => {
      console.error('[api] could not start:', error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
