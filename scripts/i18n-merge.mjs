#!/usr/bin/env node
// Merge translation keys into locales/en.json and locales/fr.json in one quick
// read-modify-write, so several people adding strings at once don't clobber
// each other's edits. Usage:
//   node scripts/i18n-merge.mjs fragment.json
// where fragment.json is { "en": { "community": { … } }, "fr": { "community": { … } } }.
// Existing keys are overwritten by the fragment; nothing is deleted.
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const fragment = JSON.parse(readFileSync(process.argv[2], 'utf8'))

const merge = (target, source) => {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      target[key] = merge(typeof target[key] === 'object' && target[key] ? target[key] : {}, value)
    } else target[key] = value
  }
  return target
}

for (const locale of ['en', 'fr']) {
  if (!fragment[locale]) continue
  const file = join(root, 'locales', `${locale}.json`)
  const merged = merge(JSON.parse(readFileSync(file, 'utf8')), fragment[locale])
  writeFileSync(`${file}.tmp`, JSON.stringify(merged, null, 2) + '\n')
  renameSync(`${file}.tmp`, file)
}
console.log('merged', Object.keys(fragment.en ?? {}).join(', '))
