/**
 * Ends the current task: the browser may paint and handle input before what
 * follows runs (`scheduler.yield()` where there is one, a zero timeout
 * elsewhere).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
