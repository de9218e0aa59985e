/** Where a publish job goes: the server's own site, a PUBLISH_COMMAND, or a PUBLISH_WEBHOOK_URL. */
import type { PublishReason } from './reasons'
import type { Progress } from './progress-line'

export interface PublishRequest {
  readonly orgSlug: string
  /** The id the new build gets (passed to commands as BUILD_ID, to webhooks as `buildId`). */
  readonly buildId: string
  /** The staff member's e-mail; null for auto-publish. */
  readonly requestedBy: string | null
  readonly onProgress: (progress: Progress) => void
}

export interface PublishOutcome {
  /** What the command or webhook answered, shown in the console; null for the built-in prerender. */
  readonly message: PublishReason | null
}

/** A failed publish, with the reason staff see (no secrets; details go to the server log). */
export class PublishFailure extends Error {
  constructor(readonly reason: PublishReason) {
    super(reason.key)
  }
}

export interface PublishTarget {
  run(request: PublishRequest): Promise<PublishOutcome>
  /** Ends a running job (server shutdown); its run() then fails. */
  stop(): void
}

/** The last lines a command printed, as one short text. */
export function summariseLines(lines: readonly string[], max = 300): string {
  const text = lines.slice(-3).join(' · ').trim()
  if (text === '') return '—'
  return text.length > max ? `…${text.slice(-max)}` : text
}
