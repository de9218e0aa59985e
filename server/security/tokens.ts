/**
 * Opaque bearer secrets: 32 random bytes, base64url, with a short prefix that
 * says what they open (`vs_` visitor session, `as_` ambassador session, `tt_`
 * thread, `mt_` meeting, `cj_` community join confirmation, `gl_` leaving a community group, `ai_` ambassador invitation, `cl_` a visitor's "my conversations" list). Only their SHA-256 is stored.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

export type TokenPrefix = 'vs_' | 'as_' | 'ss_' | 'tt_' | 'mt_' | 'cj_' | 'gl_' | 'ai_' | 'cl_'

export const newToken = (prefix: TokenPrefix): string => `${prefix}${randomBytes(32).toString('base64url')}`

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex')

/** A bearer token of the expected shape (cheap rejection before any query). */
export const isTokenShaped = (value: string, prefix: TokenPrefix): boolean => value.startsWith(prefix) && /^[A-Za-z0-9_-]{43}$/.test(value.slice(3))

/** Six digits, uniformly drawn, leading zeros kept. */
export const newSignInCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0')

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}
