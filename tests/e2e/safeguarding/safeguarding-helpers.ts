/**
 * Browser-test helpers for safeguarding (issue 18): an ambassador signed in
 * through the API (the code read from the test-only outbox), the rule set
 * read and restored through the API, staff e-mails newer than a mark.
 */
import { expect, type APIRequestContext } from '@playwright/test'
import { gql, gqlData, idempotencyKey, lastMailId, latestMail, waitForSignInCode } from '../ambassadors-area/api'

/** Ambassadors no other browser test signs in as (only an address's latest code is valid). */
export const FLAGGING_AMBASSADOR = 'amb60@demo.test'
export const REPORTED_AMBASSADOR = 'amb61@demo.test'
export const QUEUE_AMBASSADOR = 'amb62@demo.test'
export const INBOX_REPORTING_AMBASSADOR = 'amb63@demo.test'
export const REPORTER_MAILS_AMBASSADOR = 'amb64@demo.test'
export const REPORTER_MAILS_REPORTING_AMBASSADOR = 'amb65@demo.test'

/** An ambassador session token from the API (requestSignInCode + signIn). */
export async function ambassadorTokenFromApi(request: APIRequestContext, email: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const before = await lastMailId(request, email)
    await gqlData(request, 'mutation Ask($email: String!, $key: String!) { requestSignInCode(email: $email, locale: en, idempotencyKey: $key) { sent } }', {
      email,
      key: idempotencyKey(),
    })
    const { code } = await waitForSignInCode(request, email, before)
    const result = await gql<{ signIn: { token: string | null } }>(request, 'mutation SignIn($email: String!, $code: String!) { signIn(email: $email, code: $code) { token } }', {
      email,
      code,
    })
    const token = result.data?.signIn.token
    if (token) return token
    expect(attempt, `ambassador sign-in kept failing: ${JSON.stringify(result)}`).toBeLessThan(3)
  }
}

export interface RulesInput {
  actions: { category: string; action: string }[]
  customWords: { word: string; action: string }[]
  phoneCountries: string[]
}

export async function readRules(request: APIRequestContext, staffToken: string): Promise<RulesInput> {
  const data = await gqlData<{ safeguardingRules: RulesInput }>(
    request,
    'query Rules { safeguardingRules { actions { category action } customWords { word action } phoneCountries } }',
    {},
    staffToken,
  )
  return data.safeguardingRules
}

/** Puts a rule set back (the other tests expect the defaults). */
export async function restoreRules(request: APIRequestContext, staffToken: string, rules: RulesInput): Promise<void> {
  const data = await gqlData<{ setSafeguardingRules: { fieldErrors: unknown[] } }>(
    request,
    'mutation Restore($input: SafeguardingRulesInput!, $key: String!) { setSafeguardingRules(input: $input, idempotencyKey: $key) { fieldErrors { field code } } }',
    { input: rules, key: idempotencyKey() },
    staffToken,
  )
  expect(data.setSafeguardingRules.fieldErrors).toEqual([])
}

/** Waits for an e-mail of `kind` to `to` newer than `afterId`; returns its text. */
export async function waitForMail(request: APIRequestContext, to: string, kind: string, afterId: number): Promise<string> {
  let text = ''
  await expect
    .poll(async () => {
      const mail = await latestMail(request, to, kind)
      if (mail && mail.id > afterId) text = mail.text
      return text !== ''
    })
    .toBe(true)
  return text
}
