/** A request's cookies and its response's Set-Cookie headers, as the GraphQL context hands them to services. */
export interface CookieJar {
  get(name: string): string | null
  /** Adds one Set-Cookie header (its full text) to the response. */
  set(header: string): void
}

/** One cookie's value from a Cookie header (the first of that name), or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return null
}
