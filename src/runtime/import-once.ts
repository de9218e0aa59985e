/**
 * A lazily imported module, imported once and kept: later callers await a
 * settled promise (a microtask), where a new `import()` of a module already
 * loaded waits for a task, behind whatever else is queued (client navigation
 * time). A failed import (offline, a new deploy) is tried again next time.
 */
export function importOnce<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let pending: Promise<Module> | undefined
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined
      throw error
    }))
}
