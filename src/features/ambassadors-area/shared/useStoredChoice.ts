import { useState } from 'react'
import { readUiState, writeUiState } from '../session/area-storage'

/** A choice (section, tab) remembered for the tab's session, so a re-sign-in lands where the ambassador was. */
export function useStoredChoice<K extends string>(name: string, allowed: readonly K[], fallback: K): [K, (next: K) => void] {
  const [value, setValue] = useState<K>(() => {
    const stored = readUiState(name)
    return (allowed as readonly string[]).includes(stored ?? '') ? (stored as K) : fallback
  })
  const choose = (next: K): void => {
    writeUiState(name, next)
    setValue(next)
  }
  return [value, choose]
}
