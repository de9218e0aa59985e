import { generateBuildId } from '../../server/publishing/build-id'

/** A unique, sortable, URL-safe id per build, or BUILD_ID from the environment. */
export function newBuildId(now = new Date()): string {
  const fromEnv = process.env.BUILD_ID?.trim()
  if (fromEnv) {
    if (!/^[A-Za-z0-9._-]{1,64}$/.test(fromEnv)) throw new Error(`BUILD_ID must be 1-64 characters of A-Z a-z 0-9 . _ - (got '${fromEnv}')`)
    return fromEnv
  }
  return generateBuildId(now)
}
