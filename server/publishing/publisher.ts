/**
 * Runs publish jobs: one at a time per organization (the `publications` row
 * is claimed in the request's transaction, see publication-store.ts), in the
 * background after that transaction commits, reporting progress into the row
 * and recording the outcome. What a job does is its target's business.
 */
import type { Db, Tx } from '../db/client'
import { recordAudit } from '../audit/record'
import type { Progress } from './progress-line'
import { claimJob, recordFailure, recordProgress, recordSuccess } from './publication-store'
import type { PublishReason } from './reasons'
import { PublishFailure } from './target'
import type { PublishTarget } from './target'

/** Progress lines come faster than the console polls: write the latest, one write at a time. */
class ProgressWriter {
  private latest: Progress | null = null
  private queued = false
  private writing: Promise<void> = Promise.resolve()

  constructor(
    private readonly db: Db,
    private readonly orgId: string,
  ) {}

  report(progress: Progress): void {
    this.latest = progress
    if (this.queued) return
    this.queued = true
    this.writing = this.writing
      .then(() => {
        this.queued = false
        return this.latest === null ? undefined : recordProgress(this.db, this.orgId, this.latest)
      })
      .catch((error: unknown) => console.error('[publish] progress not recorded:', error instanceof Error ? error.message : error))
  }

  flushed(): Promise<void> {
    return this.writing
  }
}

/** What a job's audit entries say: its build, and `auto` when nobody asked for it (auto-publish). */
const outcomeFacts = (buildId: string, requestedBy: string | null) => (requestedBy === null ? { buildId, auto: true } : { buildId })

export interface PublishingOrganization {
  readonly id: string
  readonly slug: string
}

export class Publisher {
  private readonly jobs = new Map<string, Promise<void>>()
  /** What the command or webhook answered last, per organization (this process only). */
  private readonly answers = new Map<string, PublishReason>()
  private stopping = false

  /** `target` null: publishing is not configured (an API-only server without command or webhook). */
  constructor(
    private readonly db: Db,
    private readonly target: PublishTarget | null,
    /** The only organization this server can publish (its own site), or null for any. */
    readonly onlyOrganization: string | null,
  ) {}

  /** In the caller's transaction: true when a job was claimed; then call `start` once it has committed. */
  claim(tx: Tx, orgId: string): Promise<boolean> {
    return claimJob(tx, orgId)
  }

  start(org: PublishingOrganization, buildId: string, requestedBy: string | null): void {
    if (this.jobs.has(org.id) || this.stopping) return
    const job = this.run(org, buildId, requestedBy).finally(() => this.jobs.delete(org.id))
    this.jobs.set(org.id, job)
  }

  answer(orgId: string): PublishReason | null {
    return this.answers.get(orgId) ?? null
  }

  /** Ends running jobs (they are recorded as interrupted) and waits for them. */
  async stop(): Promise<void> {
    this.stopping = true
    this.target?.stop()
    await Promise.allSettled(this.jobs.values())
  }

  private async run(org: PublishingOrganization, buildId: string, requestedBy: string | null): Promise<void> {
    const progress = new ProgressWriter(this.db, org.id)
    this.answers.delete(org.id)
    try {
      if (this.target === null) throw new PublishFailure({ key: 'notConfigured' })
      const outcome = await this.target.run({ orgSlug: org.slug, buildId, requestedBy, onProgress: (p) => progress.report(p) })
      await progress.flushed()
      // The answer first: a reader who sees the job succeeded must see what the
      // target answered too (it is shown for succeeded jobs only).
      if (outcome.message !== null) this.answers.set(org.id, outcome.message)
      // The outcome and its audit entry together (issue 34: "Site published" only for a build that was).
      await this.db.transaction(async (tx) => {
        await recordSuccess(tx, org.id, buildId)
        await recordAudit(tx, { orgId: org.id, actorEmail: requestedBy, kind: 'site.publish', target: buildId, after: outcomeFacts(buildId, requestedBy) })
      })
      console.log(`[publish] ${org.slug}: build ${buildId} published`)
    } catch (error) {
      await progress.flushed()
      let reason: PublishReason = { key: 'unexpected' }
      if (this.stopping) reason = { key: 'interrupted' }
      else if (error instanceof PublishFailure) reason = error.reason
      console.error(`[publish] ${org.slug}: build ${buildId} failed (${reason.key})`, error instanceof PublishFailure ? '' : error)
      await this.db
        .transaction(async (tx) => {
          await recordFailure(tx, org.id, reason)
          await recordAudit(tx, {
            orgId: org.id,
            actorEmail: requestedBy,
            kind: 'site.publishFail',
            target: buildId,
            after: { ...outcomeFacts(buildId, requestedBy), reason: reason.key },
          })
        })
        .catch((e: unknown) => console.error('[publish] outcome not recorded:', e instanceof Error ? e.message : e))
    }
  }
}
