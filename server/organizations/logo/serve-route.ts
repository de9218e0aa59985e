/**
 * GET /logos/{sha256}.webp: an organization's logo, from the database,
 * immutable (server/images/serve-by-hash.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { eq } from 'drizzle-orm'
import { LOGOS_PATH_PREFIX } from '../../../src/contract/logo'
import type { Db } from '../../db/client'
import { organizationLogos } from '../../db/schema'
import { serveImageByHash } from '../../images/serve-by-hash'

const LOGO_FILE = /^([0-9a-f]{64})\.webp$/

export async function serveLogo(req: IncomingMessage, res: ServerResponse, db: Db, path: string): Promise<void> {
  const hash = LOGO_FILE.exec(path.slice(LOGOS_PATH_PREFIX.length))?.[1] ?? null
  await serveImageByHash(
    req,
    res,
    hash,
    (name) => name,
    async (name) => {
      const [row] = await db.select({ image: organizationLogos.image }).from(organizationLogos).where(eq(organizationLogos.hash, name)).limit(1)
      return row?.image ?? null
    },
  )
}
