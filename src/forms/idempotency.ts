/**
 * Idempotency keys for mutations that create something (server/schema.graphql:
 * "a random string per user action, reused on retry"). One key lives until the
 * action succeeds (`renew()`); with a `persistKey` it also survives a reload,
 * so a question re-sent after the tab was reloaded mid-submit is still created
 * only once.
 */
import { useState } from 'react'
import { sessionStore } from './draft'

/** sessionStorage key prefix of idempotency keys kept across a reload (`idempotency:{persistKey}`). */
export const IDEMPOTENCY_STORAGE_PREFIX = 'idempotency:'

export interface IdempotencyKey {
  /** The current key (created on first read). */
  readonly key: string
  /**
   * The key for this exact payload: the current one while the payload is the
   * one it was first used for, a new one once the visitor changed what they
   * send (the server refuses a key reused for another request).
   */
  keyFor(payload: unknown): string
  /** Forget the key: call after a success, the next action gets a new one. */
  renew(): void
}

export function randomKey(): string {
  const crypto = globalThis.crypto
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID()
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
}

interface Stored {
  readonly key: string
  readonly payload: string | null
}

export function createIdempotencyKey(persistKey?: string, storage: Storage | null = sessionStore()): IdempotencyKey {
  const storageKey = persistKey ? `${IDEMPOTENCY_STORAGE_PREFIX}${persistKey}` : null
  let current: Stored | null = null

  const load = (): Stored | null => {
    if (!storageKey || !storage) return null
    try {
      const parsed: unknown = JSON.parse(storage.getItem(storageKey) ?? 'null')
      const candidate = parsed as Partial<Stored> | null
      return candidate && typeof candidate.key === 'string' ? { key: candidate.key, payload: typeof candidate.payload === 'string' ? candidate.payload : null } : null
    } catch {
      return null
    }
  }
  const store = (next: Stored | null): void => {
    current = next
    if (!storageKey || !storage) return
    try {
      if (next) storage.setItem(storageKey, JSON.stringify(next))
      else storage.removeItem(storageKey)
    } catch {
      // The key then lives as long as the page: still safe for in-page retries.
    }
  }
  const get = (): Stored => {
    current ??= load()
    if (current !== null) return current
    const fresh: Stored = { key: randomKey(), payload: null }
    store(fresh)
    return fresh
  }

  return {
    get key() {
      return get().key
    },
    keyFor(payload) {
      const text = JSON.stringify(payload) ?? 'null'
      const now = get()
      if (now.payload === text) return now.key
      // First use binds the key to this payload; another payload is another action.
      const next: Stored = { key: now.payload === null ? now.key : randomKey(), payload: text }
      store(next)
      return next.key
    },
    renew() {
      store(null)
    },
  }
}

/** A stable idempotency key per user action (see `createIdempotencyKey`). */
export function useIdempotencyKey(persistKey?: string): IdempotencyKey {
  const [handle] = useState(() => createIdempotencyKey(persistKey))
  return handle
}
