/**
 * PUBLISH_WEBHOOK_URL: a POST of `{ organization, buildId, requestedBy }`
 * (e.g. a CI pipeline trigger that runs `npm run prerender` and uploads
 * `dist/client`), or GitHub's repository dispatch (webhook-request.ts). The HTTP status is the outcome: the job succeeds when the
 * hook accepted the request, which for a pipeline means "started". The URL
 * may carry a secret, so it is never logged or shown.
 */
import { PublishFailure } from './target'
import { webhookRequest } from './webhook-request'
import type { PublishOutcome, PublishRequest, PublishTarget } from './target'

const WEBHOOK_TIMEOUT_MS = 30_000

export class WebhookTarget implements PublishTarget {
  private readonly aborts = new Set<AbortController>()

  constructor(
    private readonly url: string,
    private readonly token: string | null = null,
  ) {}

  async run(request: PublishRequest): Promise<PublishOutcome> {
    const abort = new AbortController()
    this.aborts.add(abort)
    let status: number
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        ...webhookRequest(this.url, this.token, request),
        redirect: 'error',
        signal: AbortSignal.any([abort.signal, AbortSignal.timeout(WEBHOOK_TIMEOUT_MS)]),
      })
      status = response.status
      await response.body?.cancel()
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      const cause = error instanceof Error && error.cause instanceof Error ? ` (${(error.cause as Error & { code?: string }).code ?? error.cause.message})` : ''
      console.error(`[publish webhook] no answer${cause}`)
      throw new PublishFailure(timedOut ? { key: 'webhookTimeout', values: { seconds: WEBHOOK_TIMEOUT_MS / 1000 } } : { key: 'webhookUnreachable' })
    } finally {
      this.aborts.delete(abort)
    }
    console.log(`[publish webhook] HTTP ${status}`)
    if (status < 200 || status > 299) throw new PublishFailure({ key: 'webhookStatus', values: { status } })
    return { message: { key: 'webhookStatus', values: { status } } }
  }

  stop(): void {
    for (const abort of this.aborts) abort.abort()
  }
}
