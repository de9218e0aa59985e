/**
 * PUBLISH_COMMAND: a shell command run on the API host (e.g. a script that
 * runs `npm run prerender` and uploads `dist/client` to a CDN). Its exit code
 * is the outcome and its last output lines the answer the console shows. It
 * gets BUILD_ID, PUBLISH_ORGANIZATION, PUBLISH_REQUESTED_BY and API_URL (this
 * API, so `npm run prerender` needs no database of its own), and may report
 * progress with `publish-progress <done>/<total>` lines.
 */
import { PUBLISH_JOB_TIMEOUT_MS } from './publication-store'
import { runChild } from './run-child'
import type { RunningChild } from './run-child'
import { PublishFailure, summariseLines } from './target'
import type { PublishOutcome, PublishRequest, PublishTarget } from './target'

const root = new URL('../..', import.meta.url).pathname

export class CommandTarget implements PublishTarget {
  private child: RunningChild | null = null

  constructor(
    private readonly command: string,
    private readonly apiUrl: () => string,
  ) {}

  async run(request: PublishRequest): Promise<PublishOutcome> {
    this.child = runChild({
      command: '/bin/sh',
      args: ['-c', this.command],
      cwd: root,
      env: {
        ...process.env,
        BUILD_ID: request.buildId,
        PUBLISH_ORGANIZATION: request.orgSlug,
        PUBLISH_REQUESTED_BY: request.requestedBy ?? '',
        API_URL: this.apiUrl(),
      },
      timeoutMs: PUBLISH_JOB_TIMEOUT_MS,
      logPrefix: '[publish command]',
      onProgress: request.onProgress,
    })
    try {
      const result = await this.child.result
      const output = summariseLines(result.lastLines)
      if (result.code === 0) return { message: { key: 'commandSucceeded', values: { output } } }
      throw new PublishFailure(
        result.timedOut
          ? { key: 'commandTimeout', values: { minutes: PUBLISH_JOB_TIMEOUT_MS / 60_000, output } }
          : { key: 'commandFailed', values: { exitCode: result.code ?? '—', output } },
      )
    } finally {
      this.child = null
    }
  }

  stop(): void {
    this.child?.stop()
  }
}
