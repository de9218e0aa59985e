/** Security headers of every API response (JSON only: nothing to run, nothing to frame). */
export function apiSecurityHeaders(graphiql: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    // GraphiQL (development only) needs its scripts; JSON needs nothing.
    ...(graphiql ? {} : { 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'" }),
  }
}
