/**
 * What the log keeps of an unexpected error: its kind, message and stack, but
 * never the values it was handling. Drizzle's "Failed query" errors carry the
 * statement's parameters (e-mail addresses, names, tokens' hashes) after
 * "params:"; personal data has no place in a log.
 */
export function describeForLog(error: unknown): string {
  const inner = error instanceof Error && error.cause instanceof Error ? error.cause : error
  if (!(inner instanceof Error)) return String(inner)
  const withoutParams = (text: string): string => text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [not logged]')
  return withoutParams(inner.stack ?? `${inner.name}: ${inner.message}`)
}
