/**
 * The publish webhook's request. To any URL: a JSON POST of
 * `{ organization, buildId, requestedBy }`. To GitHub's repository dispatch
 * endpoint (`https://api.github.com/repos/{owner}/{repo}/dispatches`), the
 * shape GitHub requires, event type `publish`: it starts the prerender
 * workflow (.github/workflows/prerender.yml, decision 112) with
 * `{ organization, buildId }` as `client_payload`. PUBLISH_WEBHOOK_TOKEN, when set, goes as a Bearer
 * token (GitHub requires one); it is never logged.
 */
import type { PublishRequest } from './target'

/** The `repository_dispatch` event type the prerender workflow listens for. */
export const PUBLISH_DISPATCH_EVENT = 'publish'

const GITHUB_DISPATCHES = /^https:\/\/api\.github\.com\/repos\/[^/]+\/[^/]+\/dispatches$/

export function isGithubDispatchUrl(url: string): boolean {
  return GITHUB_DISPATCHES.test(url)
}

export function webhookRequest(url: string, token: string | null, request: PublishRequest): { headers: Record<string, string>; body: string } {
  const payload = { organization: request.orgSlug, buildId: request.buildId, requestedBy: request.requestedBy }
  const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': 'ambassador-portal-publish' }
  if (token !== null) headers.authorization = `Bearer ${token}`
  if (!isGithubDispatchUrl(url)) return { headers, body: JSON.stringify(payload) }
  return {
    headers: { ...headers, accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28' },
    // Without the staff member's e-mail: a workflow run shows its event payload to everyone who can read the repository.
    body: JSON.stringify({ event_type: PUBLISH_DISPATCH_EVENT, client_payload: { organization: payload.organization, buildId: payload.buildId } }),
  }
}
