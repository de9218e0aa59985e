import { useState } from 'react'
import type { TabStorage } from './tab-storage'

/** A choice (section, tab) remembered in the area's tab storage, so a re-sign-in lands where the person was. */
export function useStoredChoice<K extends string>(storage: Pick<TabStorage, 'read' | 'write'>, name: string, allowed: readonly K[], fallback: K): [K, (next: K) => void] {
  const [value, setValue] = useState<K>(() => {
    const stored = storage.read(name)
    return (allowed as readonly string[]).includes(stored ?? '') ? (stored as K) : fallback
  })
  const choose = (next: K): void => {
    storage.write(name, next)
    setValue(next)
  }
  return [value, choose]
}
