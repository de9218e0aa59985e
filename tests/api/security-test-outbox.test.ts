// The browser tests read e-mailed codes and links through `GET /__test/outbox` (server/http/test-outbox-route.ts),
// mounted only when NODE_ENV=test. Under NODE_ENV=production that path does not exist: 404, and nothing of the
// outbox in the answer — for the API alone and for the server that also serves the site (whose 404 page answers).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_OUTBOX_PATH } from '../../server/http/test-outbox-route'
import { latestSignInCode } from '../../server/testing/outbox'
import { alice } from './helpers/fixtures'
import { makeBuiltSite } from './helpers/publishing'
import { idempotencyKey, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
let code = ''
beforeAll(async () => {
  api = await startTestApi()
  // A sign-in code waits in the outbox: what the route would give away.
  ok(await api.gql('mutation($e: String!, $k: String!) { requestSignInCode(email: $e, idempotencyKey: $k) { sent } }', { e: alice.email, k: idempotencyKey() }))
  code = (await latestSignInCode(api.db, alice.email)) ?? ''
})
afterAll(async () => {
  await api?.close()
})

const to = encodeURIComponent(alice.email)
const OUTBOX_REQUESTS = [`${TEST_OUTBOX_PATH}?to=${to}&kind=sign_in_code`, `${TEST_OUTBOX_PATH}?to=${to}`, TEST_OUTBOX_PATH, `${TEST_OUTBOX_PATH}/?to=${to}`]

describe('GET /__test/outbox', () => {
  it('under NODE_ENV=test answers with the latest mail and its code (what the browser tests read)', async () => {
    expect(code).toMatch(/^\d{6}$/)
    const response = await fetch(`${api.url}${TEST_OUTBOX_PATH}?to=${to}&kind=sign_in_code`)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ kind: 'sign_in_code', to: alice.email, code })
  })

  for (const served of ['the API alone', 'the API and the site'] as const) {
    it(`under NODE_ENV=production does not exist (${served}): 404, nothing of the outbox in the answer`, async () => {
      const production = await api.startAnother({ nodeEnv: 'production' }, served === 'the API and the site' ? { apiOnly: false, distDir: makeBuiltSite() } : {})
      for (const path of OUTBOX_REQUESTS) {
        const response = await fetch(`${production.url}${path}`)
        const body = await response.text()
        expect(response.status, path).toBe(404)
        expect(response.headers.get('content-type') ?? '', path).not.toMatch(/json/)
        for (const secret of [code, alice.email, 'sign_in_code', '"kind"']) expect(body, `${path} leaks ${secret}`).not.toContain(secret)
      }
    })
  }
})
