import { randomBytes } from 'node:crypto'

/** A unique, sortable, URL-safe build id: `20261123T211642-2c177e` (the build and the publish job share it). */
export function generateBuildId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*/, '')
  return `${stamp}-${randomBytes(3).toString('hex')}`
}
