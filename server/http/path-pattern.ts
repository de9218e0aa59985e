/** Which request paths a header rule covers: one path exactly, or every path under a folder (all hosts can express both). */
export type PathPattern = { readonly exact: string } | { readonly prefix: string }

export function matchesPattern(pattern: PathPattern, pathname: string): boolean {
  return 'exact' in pattern ? pathname === pattern.exact : pathname.startsWith(pattern.prefix)
}
