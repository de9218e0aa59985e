/**
 * The area's tab storage (session-area/tab-storage.ts): answer drafts, which
 * question was open, which section and tab were shown, so a re-sign-in after
 * an expired session lands exactly where the ambassador was, with the
 * half-typed answer; an explicit sign-out forgets all of it.
 */
import { createTabStorage } from '../../session-area/tab-storage'

export const areaStorage = createTabStorage('ambassadors-area')

/** Prefix of every form persist key of the area (answer drafts, their idempotency keys). */
export const AREA_PERSIST_PREFIX = areaStorage.persistPrefix

export const answerPersistKey = (questionId: string): string => `${AREA_PERSIST_PREFIX}answer:${questionId}`

export const readUiState = areaStorage.read
export const writeUiState = areaStorage.write
export const forgetAreaStorage = areaStorage.forget
