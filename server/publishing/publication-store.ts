/**
 * The `publications` row of an organization: what is published, how many
 * public changes wait, and the latest publish job. The job is claimed with
 * one conditional UPDATE, so two requests (or two replicas) never both start
 * one; a job left RUNNING past PUBLISH_JOB_TIMEOUT_MS (a crashed server) can
 * be claimed again.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { organizations, publications } from '../db/schema'
import type { Progress } from './progress-line'
import { encodeReason } from './reasons'
import type { PublishReason } from './reasons'
import { publishLive } from '../live/events'

export const PUBLISH_JOB_TIMEOUT_MS = 15 * 60_000

export type JobState = 'idle' | 'running' | 'succeeded' | 'failed'

export interface PublicationView {
  readonly buildId: string | null
  readonly publishedAt: Date | null
  readonly pendingChanges: number
  readonly job: {
    readonly state: JobState
    readonly done: number
    readonly total: number
    readonly error: string | null
    readonly startedAt: Date | null
    readonly finishedAt: Date | null
  }
}

export async function readPublication(db: Db | Tx, orgId: string): Promise<PublicationView> {
  const [row] = await db.select().from(publications).where(eq(publications.orgId, orgId))
  if (row === undefined) {
    return { buildId: null, publishedAt: null, pendingChanges: 0, job: { state: 'idle', done: 0, total: 0, error: null, startedAt: null, finishedAt: null } }
  }
  return {
    buildId: row.buildId,
    publishedAt: row.publishedAt,
    pendingChanges: Math.max(0, row.publicVersion - row.publishedVersion),
    job: { state: row.jobState, done: row.jobDone, total: row.jobTotal, error: row.jobError, startedAt: row.jobStartedAt, finishedAt: row.jobFinishedAt },
  }
}

/**
 * Starts a job unless one runs: true when this call started it. The job
 * renders the public changes counted so far (`job_version`); changes made
 * while it runs stay pending.
 */
export async function claimJob(tx: Tx, orgId: string): Promise<boolean> {
  await tx.insert(publications).values({ orgId }).onConflictDoNothing()
  const claimed = await tx
    .update(publications)
    .set({
      jobState: 'running',
      jobDone: 0,
      jobTotal: 0,
      jobError: null,
      jobStartedAt: sql`now()`,
      jobFinishedAt: null,
      jobVersion: sql`${publications.publicVersion}`,
    })
    .where(
      and(
        eq(publications.orgId, orgId),
        sql`(${publications.jobState} <> 'running' or ${publications.jobStartedAt} < now() - make_interval(secs => ${PUBLISH_JOB_TIMEOUT_MS / 1000}))`,
      ),
    )
    .returning({ orgId: publications.orgId })
  if (claimed.length > 0) await publishLive(tx, { topic: 'publication', orgId, kind: 'STARTED' })
  return claimed.length > 0
}

export async function recordProgress(db: Db, orgId: string, progress: Progress): Promise<void> {
  await db
    .update(publications)
    .set({ jobDone: progress.done, jobTotal: progress.total })
    .where(and(eq(publications.orgId, orgId), eq(publications.jobState, 'running')))
  // Staff watching the console see the progress bar move (ProgressWriter writes one line at a time).
  await publishLive(db, { topic: 'publication', orgId, kind: 'PROGRESS' })
}

/** The job's build is served: it becomes the published one, with the version it rendered. */
export async function recordSuccess(db: Db | Tx, orgId: string, buildId: string): Promise<void> {
  await db
    .update(publications)
    .set({
      jobState: 'succeeded',
      jobDone: sql`greatest(${publications.jobDone}, ${publications.jobTotal})`,
      jobFinishedAt: sql`now()`,
      buildId,
      publishedAt: sql`now()`,
      publishedVersion: sql`greatest(${publications.publishedVersion}, ${publications.jobVersion})`,
    })
    .where(eq(publications.orgId, orgId))
  await publishLive(db, { topic: 'publication', orgId, kind: 'FINISHED' })
}

export async function recordFailure(db: Db | Tx, orgId: string, reason: PublishReason): Promise<void> {
  await db
    .update(publications)
    .set({ jobState: 'failed', jobError: encodeReason(reason), jobFinishedAt: sql`now()` })
    .where(eq(publications.orgId, orgId))
  await publishLive(db, { topic: 'publication', orgId, kind: 'FINISHED' })
}

/** At start-up of the server that runs `siteOrganization`'s jobs: a job it was running when it stopped will never finish. */
export async function failInterruptedJobs(db: Db, siteOrganization: string): Promise<void> {
  await db
    .update(publications)
    .set({ jobState: 'failed', jobError: encodeReason({ key: 'interrupted' }), jobFinishedAt: sql`now()` })
    .where(
      and(eq(publications.jobState, 'running'), eq(publications.orgId, sql`(select ${organizations.id} from ${organizations} where ${organizations.slug} = ${siteOrganization})`)),
    )
}

/**
 * Organizations to auto-publish: public changes pending, none for
 * `quietMinutes`, no job running, and not a failure on these same changes
 * (a failed job is retried only after a new change or by hand).
 */
export async function quietOrganizations(db: Db, quietMinutes: number): Promise<string[]> {
  const rows = await db
    .select({ orgId: publications.orgId })
    .from(publications)
    .where(
      sql`${publications.publicVersion} > ${publications.publishedVersion}
        and ${publications.lastChangeAt} < now() - make_interval(mins => ${quietMinutes})
        and ${publications.jobState} <> 'running'
        and (${publications.jobState} <> 'failed' or ${publications.lastChangeAt} > ${publications.jobStartedAt})`,
    )
  return rows.map((row) => row.orgId)
}
