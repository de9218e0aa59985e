/**
 * `requestConversationsLink` (issue 33, decision 145): e-mails a link to the
 * page that lists every conversation and meeting of an address. Nothing here
 * looks the address up: every address, whether it ever asked anything or not,
 * gets the same link row, the same e-mail and the same answer, so neither the
 * answer nor its timing tells whether an address is known. The page says
 * "nothing yet" when there is nothing.
 */
import { CONVERSATIONS_LINK_TTL_DAYS } from '../../src/contract/limits'
import type { Locale } from '../../src/contract/locale'
import { signInEmailSchema } from '../../src/contract/validation/schemas'
import type { Caller, Deps } from '../core/deps'
import { assertValid } from '../core/validation'
import { conversationLinks } from '../db/schema'
import { conversationsLink, conversationsLinkMail } from '../notifications/conversation-link-templates'
import { organizationName } from '../notifications/locale'
import { enqueueMail } from '../notifications/outbox'
import { runIdempotent } from '../security/idempotency'
import { enforce, LIMITS } from '../security/rate-limit'
import { hashSecret, newToken } from '../security/tokens'

export interface ConversationsLinkRequest {
  readonly email: string
  readonly locale: Locale
  readonly idempotencyKey: string
}

/** The address as rate limits see it: a hash, so no typed address is stored in a counter's key. */
export const addressKey = (orgId: string, email: string): string => hashSecret(`conversations:${orgId}:${email}`)

/** `sent` means "a link is on its way to that address": the same answer for every address. */
export async function requestConversationsLink(deps: Pick<Deps, 'db' | 'org' | 'env'>, caller: Pick<Caller, 'ip'>, args: ConversationsLinkRequest): Promise<{ sent: true }> {
  const { db, org } = deps
  const email = args.email.trim().toLowerCase()
  assertValid(signInEmailSchema, { email }, args.locale)
  const address = addressKey(org.id, email)
  await enforce(db, deps.env.rateLimitScale, [
    [LIMITS.conversationsLinkPerEmailAndIp, `${address}:${hashSecret(`requester:${caller.ip}`)}`],
    [LIMITS.conversationsLinkPerIp, caller.ip],
    [LIMITS.conversationsLinkPerEmail, address],
  ])
  await runIdempotent(
    db,
    { orgId: org.id, scope: 'requestConversationsLink', key: args.idempotencyKey, subject: `ip:${caller.ip}`, request: { email }, locale: args.locale },
    async (tx) => {
      const token = newToken('cl_')
      const [row] = await tx
        .insert(conversationLinks)
        .values({ orgId: org.id, email, tokenHash: hashSecret(token), expiresAt: new Date(Date.now() + CONVERSATIONS_LINK_TTL_DAYS * 86_400_000) })
        .returning({ id: conversationLinks.id })
      if (row === undefined) throw new Error('conversations link insert returned nothing')
      const link = conversationsLink(deps.env.publicUrl, args.locale, token)
      const mail = conversationsLinkMail({ org: organizationName(org.row, args.locale), link, days: CONVERSATIONS_LINK_TTL_DAYS, locale: args.locale })
      await enqueueMail(tx, { orgId: org.id, kind: 'conversations_link', to: email, ...mail })
      return { resultId: row.id, value: true }
    },
    () => Promise.resolve(true),
  )
  return { sent: true }
}
