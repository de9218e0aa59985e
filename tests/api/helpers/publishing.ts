/** Publishing tests: a small built site on disk, a server that serves it, and waiting for a job's outcome. */
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { RunningServer } from '../../../server/app'
import { GRAPHQL_PATH } from '../../../src/contract/graphql-endpoint'
import { gqlRequest, idempotencyKey, ok } from './test-api'
import type { GqlResponse } from './test-api'

const FAKE_PRERENDER = new URL('./fake-prerender.mjs', import.meta.url).pathname
export const fakePrerender = (...args: string[]): string[] => [process.execPath, FAKE_PRERENDER, ...args]

/** The pages of the fake built site (and what the fake prerender rewrites). */
export const SITE_PATHS = ['/', '/ambassadors', '/fr', '/fr/ambassadors', '/404-not-found'] as const

/** A `dist` directory as `npm run build` leaves it, in miniature: client pages with .br/.gz copies, a server bundle. */
export function makeBuiltSite(): string {
  const distDir = join(mkdtempSync(join(tmpdir(), 'publish-test-')), 'dist')
  const write = (path: string, content: string) => {
    mkdirSync(dirname(join(distDir, path)), { recursive: true })
    writeFileSync(join(distDir, path), content)
  }
  for (const path of SITE_PATHS) {
    const file = `client${path === '/' ? '' : path}/index.html`
    write(file, `<!doctype html><html data-build-id="initial"><title>${path}</title><body>${'initial page '.repeat(60)}</body></html>`)
  }
  write('client/404.html', '<!doctype html><title>Not found</title>')
  write('client/builds/latest.json', JSON.stringify({ id: 'initial', timestamp: 1 }))
  write('server/entry.mjs', 'export {}')
  return distDir
}

/** Every page's answer (status, body, the headers a CDN keys on) for each encoding: the served site as a fingerprint. */
export async function servedFingerprint(server: RunningServer): Promise<string> {
  const hash = createHash('sha256')
  for (const path of [...SITE_PATHS, '/builds/latest.json', '/missing']) {
    for (const encoding of ['identity', 'gzip', 'br']) {
      const response = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': encoding } })
      hash.update(`${path} ${encoding} ${response.status} ${response.headers.get('etag')} ${response.headers.get('content-encoding')}\n`)
      hash.update(Buffer.from(await response.arrayBuffer()))
    }
  }
  return hash.digest('hex')
}

export interface PublicationData {
  buildId: string | null
  publishedAt: string | null
  pendingChanges: number
  job: { state: string; done: number; total: number; error: string | null; errorCode: string | null; message: string | null }
}

export const PUBLICATION_FIELDS = 'buildId publishedAt pendingChanges job { state done total error errorCode message }'

export const publicationOf = async (server: RunningServer, token: string, locale = 'en'): Promise<PublicationData> =>
  ok(
    await gqlRequest<{ publication: PublicationData }>(
      `${server.url}${GRAPHQL_PATH}`,
      `query($l: Locale) { publication { buildId publishedAt pendingChanges job { state done total error(locale: $l) errorCode message(locale: $l) } } }`,
      { l: locale },
      { token },
    ),
  ).publication

export const publish = (server: RunningServer, token: string, key = idempotencyKey()): Promise<GqlResponse<{ publishSite: PublicationData }>> =>
  gqlRequest(`${server.url}${GRAPHQL_PATH}`, `mutation($k: String!) { publishSite(idempotencyKey: $k) { ${PUBLICATION_FIELDS} } }`, { k: key }, { token })

/**
 * Polls `publication` (as the console does) until `done` holds. The job's
 * state is the product's own signal; the deadline only bounds a broken run.
 */
export async function waitForPublication(server: RunningServer, token: string, done: (p: PublicationData) => boolean, timeoutMs = 20_000): Promise<PublicationData> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const publication = await publicationOf(server, token)
    if (done(publication)) return publication
    if (Date.now() > deadline) throw new Error(`publication never reached the expected state: ${JSON.stringify(publication)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export const finished = (p: PublicationData): boolean => p.job.state === 'SUCCEEDED' || p.job.state === 'FAILED'
