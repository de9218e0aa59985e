/**
 * `npm run dev`: development is opt-in. The API runs in development mode
 * (GraphiQL, introspection, codes and links in the log) with the demo data on
 * PORT+1, and Vike's dev server (hot reload) serves the site on PORT, calling
 * that API from the browser (PUBLIC_ENV__API_URL) and while rendering (API_URL).
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { startServer } from '../server/main'
import { loadEnv } from '../server/env'

const root = new URL('..', import.meta.url).pathname
const sitePort = Number(process.env.PORT ?? 3000)
const apiPort = sitePort + 1
const siteUrl = `http://localhost:${sitePort}`
const apiUrl = `http://localhost:${apiPort}`

const env = loadEnv({ ...process.env, NODE_ENV: 'development', DEMO: process.env.DEMO ?? '1', PORT: String(apiPort), PUBLIC_URL: siteUrl, PUBLIC_API_URL: apiUrl })
const api = await startServer({ env, port: apiPort, apiOnly: true })
console.log(`• API (development, GraphiQL) on ${apiUrl}/gql/public`)

const site = spawn(join(root, 'node_modules/.bin/vike'), ['dev', '--port', String(sitePort)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'development', API_URL: apiUrl, PUBLIC_ENV__API_URL: apiUrl },
})
const stop = (): void => {
  site.kill('SIGTERM')
  void api.close().then(() => process.exit(0))
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
site.on('exit', (code) => void api.close().then(() => process.exit(code ?? 0)))
