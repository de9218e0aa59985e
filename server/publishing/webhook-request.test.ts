import { describe, expect, it } from 'vitest'
import { PUBLISH_DISPATCH_EVENT, webhookRequest } from './webhook-request'

const request = { orgSlug: 'demo', buildId: '20260101T000000-abc123', requestedBy: 'staff@demo.test', onProgress: () => undefined }
const DISPATCHES = 'https://api.github.com/repos/acme/portal-site/dispatches'

describe('the publish webhook request', () => {
  it('posts { organization, buildId, requestedBy } to any URL, with the token when one is set', () => {
    const plain = webhookRequest('https://ci.example/hook', null, request)
    expect(JSON.parse(plain.body)).toEqual({ organization: 'demo', buildId: request.buildId, requestedBy: 'staff@demo.test' })
    expect(plain.headers.authorization).toBeUndefined()
    expect(webhookRequest('https://ci.example/hook', 's3cret', request).headers.authorization).toBe('Bearer s3cret')
  })

  it("speaks GitHub's repository dispatch to its endpoint: the prerender workflow's event type, no e-mail in the payload", () => {
    const github = webhookRequest(DISPATCHES, 'ghp_token', request)
    expect(JSON.parse(github.body)).toEqual({ event_type: PUBLISH_DISPATCH_EVENT, client_payload: { organization: 'demo', buildId: request.buildId } })
    expect(github.headers).toMatchObject({ authorization: 'Bearer ghp_token', accept: 'application/vnd.github+json' })
    expect(github.body).not.toContain('staff@demo.test')
  })
})
