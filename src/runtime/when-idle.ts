/**
 * Runs `run` at the browser's next idle moment (at the latest after
 * `timeoutMs`), or after a short timer where there is no requestIdleCallback
 * (Safari). Returns the cancel.
 */
export function whenIdle(run: () => void, timeoutMs = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => run(), { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(run, 50)
  return () => clearTimeout(timer)
}
