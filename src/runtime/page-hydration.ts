/**
 * The page's content hydrates after the layout around it: renderer/PageSlot.tsx
 * puts it in a Suspense boundary, which React hydrates in a second,
 * interruptible pass (short tasks instead of one long one; decision 021).
 * Vike's onHydrationEnd fires after the first pass; what means "the page
 * works" (the lifecycle's `interactive`, the force-fetch window) waits for
 * this promise, resolved by renderer/PageContentHydrated.tsx.
 */
let resolveHydrated: () => void = () => {}
export const pageContentHydrated = new Promise<void>((resolve) => {
  resolveHydrated = resolve
})

export function markPageContentHydrated(): void {
  resolveHydrated()
}
