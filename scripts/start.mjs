#!/usr/bin/env node
// `npm start` on a fresh clone: install dependencies if needed, build if the
// build is missing or stale (the API is started for the prerender and seeds an
// empty database), then serve the site and the API on http://localhost:3000.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { ensureProjectNode } from './lib/project-node.mjs'
import { ensureBuild, ensureDependencies, root } from './lib/setup.mjs'

ensureProjectNode()
// `npm start` is the demo: production mode, the demo organization seeded into
// an empty embedded database, e-mails (sign-in codes) written to the log.
process.env.DEMO ??= '1'

ensureDependencies()
ensureBuild()

const child = spawn(join(root, 'node_modules/.bin/tsx'), ['server/main.ts'], { cwd: root, stdio: 'inherit', env: process.env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
