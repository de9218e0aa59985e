import { Client, fetchExchange, gql } from '@urql/core'
import { describe, expect, it } from 'vitest'
import { signInCredentialsExchange } from './sign-in-credentials'

/** A client whose fetch records the credentials of each request and answers an empty result. */
function recordingClient(): { client: Client; sent: (RequestCredentials | undefined)[] } {
  const sent: (RequestCredentials | undefined)[] = []
  const client = new Client({
    url: 'http://api.test/gql/public',
    fetchOptions: () => ({ credentials: 'omit', headers: { 'X-Organization': 'demo' } }),
    fetch: (_input, init) => {
      sent.push(init?.credentials)
      expect(new Headers(init?.headers).get('X-Organization')).toBe('demo')
      return Promise.resolve(new Response('{"data":{}}', { headers: { 'content-type': 'application/json' } }))
    },
    exchanges: [signInCredentialsExchange, fetchExchange],
  })
  return { client, sent }
}

describe('signInCredentialsExchange', () => {
  it('sends the two sign-in mutations with credentials, and nothing else', async () => {
    const { client, sent } = recordingClient()
    await client.mutation(gql('mutation RequestSignInCode { requestSignInCode { sent } }'), {}).toPromise()
    await client.mutation(gql('mutation SignIn { signIn { token } }'), {}).toPromise()
    await client.mutation(gql('mutation SignOut { signOut }'), {}).toPromise()
    await client.query(gql('query SignIn { me { email } }'), {}).toPromise()
    expect(sent).toEqual(['include', 'include', 'omit', 'omit'])
  })
})
