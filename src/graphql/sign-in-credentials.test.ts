import { Client, fetchExchange, gql } from '@urql/core'
import { describe, expect, it } from 'vitest'
import { signInContext } from './sign-in-credentials'

/** A client whose fetch records the credentials of each request and answers an empty result. */
function recordingClient(): { client: Client; sent: (RequestCredentials | undefined)[] } {
  const sent: (RequestCredentials | undefined)[] = []
  const client = new Client({
    url: 'http://api.test/gql/public',
    fetchOptions: () => ({ credentials: 'omit' }),
    fetch: (_input, init) => {
      sent.push(init?.credentials)
      return Promise.resolve(new Response('{"data":{}}', { headers: { 'content-type': 'application/json' } }))
    },
    exchanges: [fetchExchange],
  })
  return { client, sent }
}

describe('signInContext', () => {
  it('sends a mutation given it with credentials; the client sends everything else without', async () => {
    const { client, sent } = recordingClient()
    await client.mutation(gql('mutation RequestSignInCode { requestSignInCode { sent } }'), {}, signInContext()).toPromise()
    await client.mutation(gql('mutation SignIn { signIn { token } }'), {}, signInContext()).toPromise()
    await client.mutation(gql('mutation SignOut { signOut }'), {}).toPromise()
    await client.query(gql('query Me { me { email } }'), {}).toPromise()
    expect(sent).toEqual(['include', 'include', 'omit', 'omit'])
  })
})
