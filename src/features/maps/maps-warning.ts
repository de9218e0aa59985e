let warned = false

/**
 * One console warning per page when maps are unavailable (blocked script,
 * offline, repeated load, refused key): the visitor already reads the reason
 * on screen, so the console gets the detail once, never a storm. A missing key
 * is configuration, not a fault: it is not logged. (No import of the loader:
 * the city field's always-loaded part uses this too.)
 */
export function warnMapsUnavailableOnce(error: unknown): void {
  if (warned) return
  if ((error as { reason?: unknown } | null)?.reason === 'no-key') return
  warned = true
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  console.warn(`Maps unavailable, showing the list or plain text instead (${detail})`)
}
