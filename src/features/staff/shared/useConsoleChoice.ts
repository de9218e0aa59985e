import { useState } from 'react'
import { readConsoleState, writeConsoleState } from '../session/console-storage'

/** A choice (the tab) remembered for the tab's session, so a re-sign-in lands where the staff member was. */
export function useConsoleChoice<K extends string>(name: string, allowed: readonly K[], fallback: K): [K, (next: K) => void] {
  const [value, setValue] = useState<K>(() => {
    const stored = readConsoleState(name)
    return (allowed as readonly string[]).includes(stored ?? '') ? (stored as K) : fallback
  })
  const choose = (next: K): void => {
    writeConsoleState(name, next)
    setValue(next)
  }
  return [value, choose]
}
