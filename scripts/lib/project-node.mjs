// The project runs on Node 24 LTS (decision 005). A machine whose `node` is
// older gets Node 24 from the npm registry, into `.tools/` inside the clone,
// never globally: the registry's `node-<platform>-<arch>` package is the one
// the `node` package itself installs, a plain binary with Node's headers and
// no install script. Plain JavaScript on purpose: this runs before any
// dependency exists, on whatever Node the machine has.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'

export const NODE_VERSION = '24.21.0'
const MIN_MAJOR = 24
const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '')
const toolsDir = join(root, '.tools', `node-${NODE_VERSION}`)
const packageName = `node-${process.platform}-${process.arch}`
const packageDir = join(toolsDir, 'node_modules', packageName)
const nodeBin = join(packageDir, 'bin', 'node')

const major = (version) => Number(version.replace(/^v/, '').split('.')[0])

function installNode() {
  if (existsSync(nodeBin)) return
  console.log(`• Installing Node ${NODE_VERSION} from the npm registry (${packageName}) into .tools/…`)
  mkdirSync(toolsDir, { recursive: true })
  const args = ['install', '--prefix', toolsDir, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error', `${packageName}@${NODE_VERSION}`]
  const result = spawnSync('npm', args, { stdio: 'inherit' })
  if (result.status !== 0 || !existsSync(nodeBin)) {
    console.error(`✗ could not install ${packageName}@${NODE_VERSION}; install Node ${MIN_MAJOR} yourself (see .nvmrc)`)
    process.exit(1)
  }
}

/** Environment in which `node`, `npm` and every tool resolve to the project's Node. */
function projectNodeEnv() {
  return {
    ...process.env,
    PATH: `${join(packageDir, 'bin')}:${process.env.PATH ?? ''}`,
    // Native addons (node-gyp) build against the headers of the Node that runs them.
    npm_config_nodedir: packageDir,
    PROJECT_NODE_ANNOUNCED: '1',
  }
}

/**
 * Makes sure this process runs on Node ≥ 24: returns at once when it does;
 * otherwise installs Node 24 if needed and runs this same script again with
 * it, then exits with that run's status. Prints one line saying which Node runs.
 */
export function ensureProjectNode() {
  if (major(process.version) >= MIN_MAJOR) {
    if (!process.env.PROJECT_NODE_ANNOUNCED) console.log(`• Running on Node ${process.version}`)
    return
  }
  installNode()
  console.log(`• Running on Node v${NODE_VERSION} from .tools/ (this machine's node is ${process.version}, older than ${MIN_MAJOR})`)
  const result = spawnSync(nodeBin, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env: projectNodeEnv() })
  process.exit(result.status ?? 1)
}

/** `node scripts/lib/project-node.mjs <command> [args…]`: runs a command on the project's Node. */
function runCommand(command, args) {
  const env = major(process.version) >= MIN_MAJOR ? process.env : (installNode(), projectNodeEnv())
  const result = spawnSync(command, args, { stdio: 'inherit', env })
  if (result.error) throw result.error
  process.exit(result.status ?? 1)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, ...args] = process.argv.slice(2)
  if (!command) {
    console.error('usage: node scripts/lib/project-node.mjs <command> [args…]')
    process.exit(2)
  }
  runCommand(command, args)
}
