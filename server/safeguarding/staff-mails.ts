/**
 * What staff are told at once when a message is flagged or a conversation
 * reported. Staff have no language setting, so each mail carries both. It
 * never quotes the message or names the people: the outbox is logged when no
 * SMTP server is set, and the queue behind the sign-in is where staff read it.
 */
import { eq } from 'drizzle-orm'
import type { Tx } from '../db/client'
import { staffMembers } from '../db/schema'
import type { Deps } from '../core/deps'
import type { Env } from '../env'
import { enqueueMails } from '../notifications/outbox'
import type { MailKind } from '../notifications/outbox'
import type { MailText } from '../notifications/templates'

const SOURCE_NAMES: Readonly<Record<string, readonly [string, string]>> = {
  question: ['a visitor’s question', 'la question d’un visiteur'],
  answer: ['an ambassador’s answer', 'la réponse d’un ambassadeur'],
  follow_up: ['a visitor’s follow-up', 'la réponse d’un visiteur'],
  profile: ['an ambassador’s profile', 'le profil d’un ambassadeur'],
  meeting: ['a meeting request', 'une demande de rendez-vous'],
  community_join: ['a community join note', 'un message d’adhésion à une communauté'],
}

export function flaggedMail(org: string, source: string, categories: readonly string[], queueUrl: string): MailText {
  const [en, fr] = SOURCE_NAMES[source] ?? [source, source]
  const kinds = categories.join(', ')
  return {
    subject: `[${org}] Message flagged for review / Message signalé pour vérification`,
    text:
      `A safeguarding rule flagged ${en} (${kinds}). It was delivered; review it in the moderation queue: ${queueUrl}\n\n` +
      `Une règle de protection a signalé ${fr} (${kinds}). Le message a été remis ; vérifiez-le dans la file de modération : ${queueUrl}\n`,
  }
}

export function reportedMail(org: string, by: 'visitor' | 'ambassador', queueUrl: string): MailText {
  const [en, fr] = by === 'visitor' ? ['The visitor', 'Le visiteur'] : ['The ambassador', 'L’ambassadeur']
  return {
    subject: `[${org}] Conversation reported / Conversation signalée`,
    text:
      `${en} reported a conversation. It is frozen until you release it in the moderation queue: ${queueUrl}\n\n` +
      `${fr} a signalé une conversation. Elle est gelée jusqu’à ce que vous la libériez dans la file de modération : ${queueUrl}\n`,
  }
}

/** One mail per staff member (owners and editors), in the caller's transaction. */
export async function mailStaff(deps: Pick<Deps, 'org'>, tx: Tx, kind: MailKind, mail: MailText): Promise<void> {
  const staff = await tx.select({ email: staffMembers.email }).from(staffMembers).where(eq(staffMembers.orgId, deps.org.id))
  if (staff.length === 0) return
  await enqueueMails(
    tx,
    staff.map((s) => ({ orgId: deps.org.id, kind, to: s.email, ...mail })),
  )
}

export const moderationQueueUrl = (env: Pick<Env, 'publicUrl'>): string => `${env.publicUrl}/staff`
