/**
 * Where published builds live: `<dist>-publish/<buildId>/` beside the built
 * `dist`, each a full copy (`client/` and the `server/` bundle), with the
 * served one named in `<dist>-publish/current`. The served build and the one
 * before it (for a rollback by hand) are kept; older ones are deleted.
 */
import { existsSync, readFileSync } from 'node:fs'
import { cp, readdir, rename, rm, writeFile } from 'node:fs/promises'
import { basename, join, resolve } from 'node:path'

const POINTER = 'current'

export const publishRootOf = (distDir: string): string => `${resolve(distDir)}-publish`

/** The build id and time a dist directory's site carries (builds/latest.json), or null. */
export function builtAt(distDir: string): { id: string; timestamp: number } | null {
  try {
    const latest = JSON.parse(readFileSync(join(distDir, 'client', 'builds', 'latest.json'), 'utf8')) as { id?: unknown; timestamp?: unknown }
    return typeof latest.id === 'string' && typeof latest.timestamp === 'number' ? { id: latest.id, timestamp: latest.timestamp } : null
  } catch {
    return null
  }
}

/**
 * What to serve at start-up: the last published build, unless `dist` was
 * built after it (a deployment with a new bundle replaces published copies
 * of the old one).
 */
export function siteToServe(distDir: string): string {
  const root = publishRootOf(distDir)
  let published: string | null = null
  try {
    const id = readFileSync(join(root, POINTER), 'utf8').trim()
    if (/^[A-Za-z0-9._-]{1,64}$/.test(id)) published = join(root, id)
  } catch {
    return distDir
  }
  if (published === null || !existsSync(join(published, 'client'))) return distDir
  return (builtAt(published)?.timestamp ?? 0) > (builtAt(distDir)?.timestamp ?? 0) ? published : distDir
}

/** A copy of the served build to prerender into (nobody serves it until `markServed`). */
export async function prepareBuildDir(publishRoot: string, servedDistDir: string, buildId: string): Promise<string> {
  const dir = join(publishRoot, buildId)
  await rm(dir, { recursive: true, force: true })
  await cp(servedDistDir, dir, { recursive: true })
  return dir
}

/** Records `buildDir` as served (survives a restart) and deletes every other build but `previousDir`. */
export async function markServed(publishRoot: string, buildDir: string, previousDir: string): Promise<void> {
  await writeFile(join(publishRoot, `${POINTER}.tmp`), basename(buildDir))
  await rename(join(publishRoot, `${POINTER}.tmp`), join(publishRoot, POINTER))
  const keep = new Set([resolve(buildDir), resolve(previousDir), resolve(publishRoot, POINTER)])
  for (const entry of await readdir(publishRoot)) {
    const path = resolve(publishRoot, entry)
    if (!keep.has(path)) await rm(path, { recursive: true, force: true })
  }
}

export const discardBuildDir = (buildDir: string): Promise<void> => rm(buildDir, { recursive: true, force: true })
