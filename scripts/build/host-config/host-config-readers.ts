/**
 * For the tests: what each host does with the generated files, as its
 * documentation describes it, so the files can be compared with the Node
 * server's headers path by path.
 */
type Headers = Record<string, string>

interface HeadersFileRule {
  readonly path: string
  readonly detach: string[]
  readonly set: [string, string][]
}

export function readHeadersFile(text: string): HeadersFileRule[] {
  const rules: HeadersFileRule[] = []
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), detach: [], set: [] })
      continue
    }
    const rule = rules.at(-1)
    if (rule === undefined) throw new Error(`header before any path: ${line}`)
    const detach = /^\s+!\s*(\S+)$/.exec(line)
    if (detach?.[1] !== undefined) rule.detach.push(detach[1])
    else {
      const at = line.indexOf(':')
      if (at < 0) throw new Error(`not a header line: ${line}`)
      rule.set.push([line.slice(0, at).trim(), line.slice(at + 1).trim()])
    }
  }
  return rules
}

/** Splat `*` matches the rest of the path; anything else, the exact path. */
function matchesHeadersPath(rulePath: string, pathname: string): boolean {
  return rulePath.endsWith('*') ? pathname.startsWith(rulePath.slice(0, -1)) : pathname === rulePath
}

/** Cloudflare Pages: every matching rule applies in order; `! Name` detaches; a header set twice is joined with ", ". */
export function cloudflareHeaders(rules: readonly HeadersFileRule[], pathname: string): Headers {
  const headers: Headers = {}
  for (const rule of rules.filter((r) => matchesHeadersPath(r.path, pathname))) {
    for (const name of rule.detach) delete headers[name]
    for (const [name, value] of rule.set) headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`
  }
  return headers
}

/** Netlify: lines without a colon are skipped; for one path, a later matching rule's value of a header replaces an earlier one's. */
export function netlifyHeaders(rules: readonly HeadersFileRule[], pathname: string): Headers {
  return Object.assign({}, ...rules.filter((r) => matchesHeadersPath(r.path, pathname)).map((r) => Object.fromEntries(r.set))) as Headers
}

interface NginxLocation {
  readonly modifier: '=' | '^~' | ''
  readonly path: string
  readonly headers: Headers
}

export function readNginxLocations(conf: string): NginxLocation[] {
  const locations: NginxLocation[] = []
  for (const match of conf.matchAll(/location\s+(=|\^~)?\s*(\S+)\s*\{([^}]*)\}/g)) {
    const headers: Headers = {}
    for (const header of (match[3] ?? '').matchAll(/add_header\s+(\S+)\s+"((?:[^"\\]|\\.)*)"\s+always;/g)) headers[header[1] ?? ''] = (header[2] ?? '').replaceAll('\\"', '"')
    locations.push({ modifier: (match[1] ?? '') as NginxLocation['modifier'], path: match[2] ?? '', headers })
  }
  return locations
}

/** nginx's choice: an exact `=` match, else the longest prefix (the generated file has no regex locations). */
export function nginxHeaders(locations: readonly NginxLocation[], pathname: string): Headers {
  const exact = locations.find((l) => l.modifier === '=' && l.path === pathname)
  if (exact !== undefined) return exact.headers
  const prefixes = locations.filter((l) => l.modifier !== '=' && pathname.startsWith(l.path)).sort((a, b) => b.path.length - a.path.length)
  const chosen = prefixes[0]
  if (chosen === undefined) throw new Error(`no location for ${pathname}`)
  return chosen.headers
}
