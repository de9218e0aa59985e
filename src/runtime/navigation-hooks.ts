/**
 * The client runtime (start-client-runtime.ts) is loaded after hydration to
 * keep it out of the first-load bundle; Vike's page-transition hooks, which
 * must be registered at start-up, forward to it through this tiny registry.
 * Navigations only happen after hydration, so it is in place by then.
 */
export type NavigationHooks = {
  start: (target: string) => void
  end: () => void
}

let hooks: NavigationHooks | null = null

export function setNavigationHooks(next: NavigationHooks): void {
  hooks = next
}

export function navigationStarted(target: string): void {
  hooks?.start(target)
}

export function navigationEnded(): void {
  hooks?.end()
}
