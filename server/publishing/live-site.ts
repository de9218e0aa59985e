/**
 * The static site the server answers with, behind one reference. A publish
 * builds the new site in its own directory and then swaps the reference: a
 * request reads the reference once, when it arrives, so requests in flight
 * finish on the previous site and no request ever sees a half-written one.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { createStaticSiteHandler } from '../http/static-site'
import type { StaticSiteOptions } from '../http/static-site'

type SiteHandler = (req: IncomingMessage, res: ServerResponse) => void

export class LiveSite {
  private current: { readonly distDir: string; readonly handler: SiteHandler }

  /** `distDir` holds `client/` (served) and `server/` (the bundle a prerender renders with). */
  constructor(
    distDir: string,
    private readonly options: StaticSiteOptions,
  ) {
    this.current = { distDir, handler: createStaticSiteHandler(join(distDir, 'client'), options) }
  }

  get distDir(): string {
    return this.current.distDir
  }

  readonly serve = (req: IncomingMessage, res: ServerResponse): void => {
    this.current.handler(req, res)
  }

  /** Serves `distDir` from the next request on; throws (and keeps the current site) when it cannot be read. */
  swapTo(distDir: string): void {
    const handler = createStaticSiteHandler(join(distDir, 'client'), this.options)
    this.current = { distDir, handler }
  }
}
