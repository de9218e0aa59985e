/**
 * The console's tab storage (session-area/tab-storage.ts): the settings draft
 * and its idempotency key, the chosen tab, the e-mail waiting for its code.
 * Its own prefixes: signing out of the console leaves the ambassadors area's
 * keys alone, and the other way round.
 */
import { createTabStorage } from '../../session-area/tab-storage'

export const consoleStorage = createTabStorage('staff-console')

/** Prefix of every form persist key of the console. */
export const CONSOLE_PERSIST_PREFIX = consoleStorage.persistPrefix

export const forgetConsoleStorage = consoleStorage.forget
