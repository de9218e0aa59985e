/**
 * The built-in publish target (`npm start`: the server serves the site): a
 * child process prerenders into a copy of the served build, and only a
 * complete prerender is swapped in. A failure leaves the served files as they
 * were; its build directory is deleted.
 */
import { join } from 'node:path'
import type { LiveSite } from './live-site'
import { PUBLISH_JOB_TIMEOUT_MS } from './publication-store'
import { runChild } from './run-child'
import type { RunningChild } from './run-child'
import { builtAt, discardBuildDir, markServed, prepareBuildDir } from './site-builds'
import { PublishFailure } from './target'
import type { PublishOutcome, PublishRequest, PublishTarget } from './target'

const root = new URL('../..', import.meta.url).pathname

export interface SitePrerenderOptions {
  readonly live: LiveSite
  /** Where new builds are written (`<dist>-publish`). */
  readonly publishRoot: string
  /** The organization the served site shows (DEFAULT_ORGANIZATION). */
  readonly siteOrganization: string
  /** This server's API, which the prerender queries. */
  readonly apiUrl: () => string
  /** Command and arguments; default `tsx scripts/prerender.ts` (the tests substitute a small script). */
  readonly prerenderCommand?: readonly string[]
}

export class SitePrerenderTarget implements PublishTarget {
  private child: RunningChild | null = null

  constructor(private readonly options: SitePrerenderOptions) {}

  async run(request: PublishRequest): Promise<PublishOutcome> {
    const { live, publishRoot, siteOrganization } = this.options
    if (request.orgSlug !== siteOrganization) {
      throw new PublishFailure({ key: 'wrongOrganization', values: { organization: siteOrganization } })
    }
    const previousDir = live.distDir
    const buildDir = await prepareBuildDir(publishRoot, previousDir, request.buildId)
    try {
      const [command = '', ...args] = this.options.prerenderCommand ?? [join(root, 'node_modules/.bin/tsx'), join(root, 'scripts/prerender.ts')]
      this.child = runChild({
        command,
        args,
        cwd: root,
        env: { ...process.env, DIST_DIR: buildDir, API_URL: this.options.apiUrl(), BUILD_ID: request.buildId },
        timeoutMs: PUBLISH_JOB_TIMEOUT_MS,
        logPrefix: '[publish]',
        onProgress: request.onProgress,
      })
      const result = await this.child.result
      if (result.code !== 0) {
        throw new PublishFailure(
          result.timedOut
            ? { key: 'prerenderTimeout', values: { minutes: PUBLISH_JOB_TIMEOUT_MS / 60_000 } }
            : { key: 'prerenderFailed', values: { exitCode: result.code ?? '—' } },
        )
      }
      // A prerender that exited 0 without writing its build is not swapped in either.
      if (builtAt(buildDir)?.id !== request.buildId) throw new PublishFailure({ key: 'prerenderIncomplete' })
      live.swapTo(buildDir)
    } catch (error) {
      await discardBuildDir(buildDir)
      throw error
    } finally {
      this.child = null
    }
    // The new site is served either way; a failure here only costs the record of it across a restart.
    await markServed(publishRoot, buildDir, previousDir).catch((error: unknown) =>
      console.error('[publish] could not record the served build:', error instanceof Error ? error.message : error),
    )
    return { message: null }
  }

  stop(): void {
    this.child?.stop()
  }
}
