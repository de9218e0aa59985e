/**
 * Unsaved availability edits kept for the tab's session (per ambassador), so
 * an expired session or a reload does not lose them (docs/spec.md §6: nothing typed is
 * lost). Cleared once saved or undone, and by an explicit sign-out.
 */
import { readUiState, writeUiState } from '../session/area-storage'
import { toAvailabilityInput, type AvailabilityDraft, type EditableWindow } from './window-editing-state'

const keyOf = (ambassadorId: string): string => `availability-draft:${ambassadorId}`

const isWindow = (value: unknown): value is EditableWindow => {
  const w = value as Partial<EditableWindow> | null
  return !!w && typeof w.id === 'string' && typeof w.weekday === 'number' && typeof w.start === 'string' && typeof w.end === 'string'
}

/** The stored draft, or null when there is none or it is not one (an older shape, tampering). */
export function loadAvailabilityDraft(ambassadorId: string): AvailabilityDraft | null {
  try {
    const value = JSON.parse(readUiState(keyOf(ambassadorId)) ?? 'null') as Partial<AvailabilityDraft> | null
    if (!value || typeof value.timeZone !== 'string' || typeof value.meetingMinutes !== 'number' || typeof value.acceptsMeetings !== 'boolean') return null
    if (!Array.isArray(value.windows) || !value.windows.every(isWindow) || typeof value.nextId !== 'number') return null
    if (!Array.isArray(value.outOfOffice) || !value.outOfOffice.every((d) => typeof d === 'string')) return null
    return value as AvailabilityDraft
  } catch {
    return null
  }
}

/** Keeps `draft` while it differs from what is saved; forgets it once they match. */
export function keepAvailabilityDraft(ambassadorId: string, draft: AvailabilityDraft, saved: AvailabilityDraft): void {
  const same = JSON.stringify(toAvailabilityInput(draft)) === JSON.stringify(toAvailabilityInput(saved))
  writeUiState(keyOf(ambassadorId), same ? null : JSON.stringify(draft))
}
