/**
 * Which target publishes (decision 071): PUBLISH_COMMAND, else
 * PUBLISH_WEBHOOK_URL, else — when this server serves the site — its own
 * prerender; an API-only server without either cannot publish (jobs fail
 * with `notConfigured`). Also starts auto-publish when configured.
 */
import type { Db } from '../db/client'
import type { Env } from '../env'
import { startAutoPublish } from './auto-publish'
import { CommandTarget } from './command-target'
import type { LiveSite } from './live-site'
import { failInterruptedJobs } from './publication-store'
import { Publisher } from './publisher'
import { SitePrerenderTarget } from './site-prerender'
import type { PublishTarget } from './target'
import { WebhookTarget } from './webhook-target'

export interface PublishingSetup {
  readonly db: Db
  readonly env: Env
  /** The served site, when this server serves one. */
  readonly live: LiveSite | null
  readonly publishRoot: string
  /** The organization the served site shows. */
  readonly siteOrganization: string
  readonly apiUrl: () => string
  readonly prerenderCommand?: readonly string[]
  /** False for a server started only to answer a prerender's queries (scripts/build). */
  readonly autoPublish: boolean
}

export async function startPublishing(setup: PublishingSetup): Promise<{ publisher: Publisher; stop: () => Promise<void> }> {
  const { db, env, live } = setup
  let target: PublishTarget | null = null
  let onlyOrganization: string | null = null
  if (env.publishCommand !== null) target = new CommandTarget(env.publishCommand, setup.apiUrl)
  else if (env.publishWebhookUrl !== null) target = new WebhookTarget(env.publishWebhookUrl, env.publishWebhookToken)
  else if (live !== null) {
    target = new SitePrerenderTarget({
      live,
      publishRoot: setup.publishRoot,
      siteOrganization: setup.siteOrganization,
      apiUrl: setup.apiUrl,
      prerenderCommand: setup.prerenderCommand,
    })
    onlyOrganization = setup.siteOrganization
    // This server is the one that runs its site's jobs: one it was running when it stopped will never finish.
    // (Jobs of a command or webhook may belong to another replica; those are reclaimable after the timeout.)
    await failInterruptedJobs(db, setup.siteOrganization)
  }
  const publisher = new Publisher(db, target, onlyOrganization)
  const stopAuto = setup.autoPublish && env.publishAutoQuietMinutes !== null && target !== null ? startAutoPublish(db, publisher, env.publishAutoQuietMinutes) : () => undefined
  return {
    publisher,
    async stop() {
      stopAuto()
      await publisher.stop()
    },
  }
}
