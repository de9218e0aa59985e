#!/usr/bin/env node
// A stand-in for `npm run prerender` in the publishing API tests (a real
// prerender needs a built bundle and ~10 s): it rewrites the pages of
// $DIST_DIR/client under $BUILD_ID and prints the same progress lines.
//   fake-prerender.mjs ok             render every page, exit 0
//   fake-prerender.mjs fail           render half the pages, exit 1
//   fake-prerender.mjs hold <file>    render one page, wait until <file> exists, then the rest
import { existsSync, mkdirSync, readdirSync, watch, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const [mode = 'ok', releaseFile] = process.argv.slice(2)
const clientDir = join(process.env.DIST_DIR ?? '', 'client')
const buildId = process.env.BUILD_ID ?? ''
const pages = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))

const render = (index) => {
  writeFileSync(join(clientDir, pages[index]), `<!doctype html><html data-build-id="${buildId}"><title>${pages[index]}</title></html>`)
  console.log(`publish-progress ${index + 1}/${pages.length}`)
}

const released = () =>
  new Promise((resolve) => {
    if (existsSync(releaseFile)) return resolve()
    const watcher = watch(dirname(releaseFile), () => {
      if (!existsSync(releaseFile)) return
      watcher.close()
      resolve()
    })
  })

console.log(`publish-progress 0/${pages.length}`)
if (mode === 'fail') {
  for (let i = 0; i < Math.ceil(pages.length / 2); i++) render(i)
  console.error('Error: the API answered 500 while rendering /ambassadors')
  process.exit(1)
}
render(0)
if (mode === 'hold') await released()
for (let i = 1; i < pages.length; i++) render(i)
mkdirSync(join(clientDir, 'builds'), { recursive: true })
writeFileSync(join(clientDir, 'builds', 'latest.json'), JSON.stringify({ id: buildId, timestamp: Date.now() }))
console.log(`✓ prerender ${buildId}: ${pages.length} pages`)
