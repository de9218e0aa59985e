/** "My conversations" (issue 33): GraphQL's side of request.ts, list.ts and end.ts. */
import { payload } from '../graphql/payload'
import type { Resolvers } from '../resolver-types.generated'
import { CODE_REQUEST_MIN_MS, takingAtLeast } from '../sessions/sign-in'
import { endConversationsLink } from './end'
import { myConversations } from './list'
import { requestConversationsLink } from './request'

export const conversationLinkResolvers: Resolvers = {
  Query: {
    myConversations: (_, a, ctx) => myConversations(ctx, a.token),
  },
  Mutation: {
    // Answered at a fixed pace too, like sign-in codes: the time taken tells nothing about the address.
    requestConversationsLink: (_, a, ctx) =>
      takingAtLeast(CODE_REQUEST_MIN_MS, () =>
        payload(() => requestConversationsLink(ctx, { ip: ctx.ip }, { email: a.email, locale: a.locale ?? ctx.locale, idempotencyKey: a.idempotencyKey }), { sent: false }),
      ),
    endConversationsLink: (_, a, ctx) => payload(() => endConversationsLink(ctx, a.token), { ended: false }),
  },
}
