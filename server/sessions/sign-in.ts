/**
 * Ambassador sign-in with an emailed one-time code: 6 digits, valid
 * SIGN_IN_CODE_TTL_MIN minutes, SIGN_IN_CODE_MAX_ATTEMPTS wrong tries, only the
 * latest code counts. Success creates a 7-day session (token stored hashed).
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { SESSION_TTL_S, SIGN_IN_CODE_MAX_ATTEMPTS, SIGN_IN_CODE_TTL_MIN } from '../../src/contract/limits'
import type { Db, Tx } from '../db/client'
import { ambassadors, ambassadorSessions, signInCodes } from '../db/schema'
import type { AmbassadorRow } from '../graphql/loaders'
import type { Locale } from '../../src/contract/locale'
import { enqueueMail } from '../notifications/outbox'
import { signInCodeMail } from '../notifications/templates'
import { domainError, FieldErrorsFailure } from '../security/field-errors'
import { hashSecret, newSignInCode, newToken, sameHash } from '../security/tokens'

const codeHash = (ambassadorId: string, code: string): string => hashSecret(`${ambassadorId}:${code}`)

export async function findAmbassadorByEmail(db: Db | Tx, orgId: string, email: string): Promise<AmbassadorRow | null> {
  const [row] = await db.select().from(ambassadors)
    .where(and(eq(ambassadors.orgId, orgId), eq(ambassadors.email, email.trim().toLowerCase()), eq(ambassadors.active, true)))
  return row ?? null
}

/** Issues a new code (older ones stop working) and queues its email. Returns the code row id. */
export async function issueSignInCode(tx: Tx, org: { id: string; name: string }, email: string, locale: Locale): Promise<{ id: string; expiresAt: Date }> {
  const ambassador = await findAmbassadorByEmail(tx, org.id, email)
  if (ambassador === null) throw new FieldErrorsFailure([domainError('email', 'UNKNOWN_EMAIL', locale)])
  await tx.update(signInCodes).set({ consumedAt: sql`now()` }).where(and(eq(signInCodes.ambassadorId, ambassador.id), isNull(signInCodes.consumedAt)))
  const code = newSignInCode()
  const expiresAt = new Date(Date.now() + SIGN_IN_CODE_TTL_MIN * 60_000)
  const [row] = await tx.insert(signInCodes).values({ ambassadorId: ambassador.id, codeHash: codeHash(ambassador.id, code), expiresAt }).returning({ id: signInCodes.id })
  if (row === undefined) throw new Error('sign-in code insert returned nothing')
  const mail = signInCodeMail(org.name, code, SIGN_IN_CODE_TTL_MIN, locale)
  await enqueueMail(tx, { orgId: org.id, kind: 'sign_in_code', to: ambassador.email, ...mail })
  return { id: row.id, expiresAt }
}

export async function signInCodeExpiry(db: Db, id: string): Promise<Date | null> {
  const [row] = await db.select({ expiresAt: signInCodes.expiresAt }).from(signInCodes).where(eq(signInCodes.id, id))
  return row?.expiresAt ?? null
}

export interface SignedIn {
  readonly token: string
  readonly expiresAt: Date
  readonly ambassador: AmbassadorRow
}

/** Checks the code; counts a wrong try. Throws FieldErrorsFailure with the reason. */
export async function signInWithCode(db: Db, orgId: string, email: string, code: string, locale: Locale): Promise<SignedIn> {
  const ambassador = await findAmbassadorByEmail(db, orgId, email)
  if (ambassador === null) throw new FieldErrorsFailure([domainError('email', 'UNKNOWN_EMAIL', locale)])
  const outcome = await db.transaction(async (tx) => {
    const [latest] = await tx.select().from(signInCodes).where(eq(signInCodes.ambassadorId, ambassador.id))
      .orderBy(desc(signInCodes.createdAt)).limit(1).for('update')
    if (latest === undefined || latest.consumedAt !== null) return 'CODE_INVALID' as const
    if (latest.attempts >= SIGN_IN_CODE_MAX_ATTEMPTS) return 'TOO_MANY_ATTEMPTS' as const
    if (latest.expiresAt.getTime() <= Date.now()) return 'CODE_EXPIRED' as const
    if (!sameHash(latest.codeHash, codeHash(ambassador.id, code.trim()))) {
      const attempts = latest.attempts + 1
      await tx.update(signInCodes).set({ attempts }).where(eq(signInCodes.id, latest.id))
      return attempts >= SIGN_IN_CODE_MAX_ATTEMPTS ? ('TOO_MANY_ATTEMPTS' as const) : ('CODE_INVALID' as const)
    }
    await tx.update(signInCodes).set({ consumedAt: sql`now()` }).where(eq(signInCodes.id, latest.id))
    const token = newToken('as_')
    const expiresAt = new Date(Date.now() + SESSION_TTL_S * 1000)
    await tx.insert(ambassadorSessions).values({ ambassadorId: ambassador.id, tokenHash: hashSecret(token), expiresAt })
    await tx.update(ambassadors).set({ lastActiveAt: sql`now()` }).where(eq(ambassadors.id, ambassador.id))
    return { token, expiresAt }
  })
  if (typeof outcome === 'string') throw new FieldErrorsFailure([domainError('code', outcome, locale)])
  return { ...outcome, ambassador }
}
