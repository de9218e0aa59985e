import { parse } from 'graphql'
import type { Plugin } from 'vite'

/**
 * GraphQL documents without their layout: the front end's `graphql(`…`)`
 * literals ship as written, indentation, commas and comments included (a few
 * hundred gzip bytes on each query page's first load, issue 22). Insignificant
 * characters go; what the document means does not change (the API compares
 * documents printed canonically, so trusted documents still match).
 */
export function minifyGraphqlDocument(source: string): string {
  let out = ''
  let pendingSpace = false
  for (let i = 0; i < source.length; i++) {
    const c = source[i] ?? ''
    if (c === '"') {
      // A string (or a """block string"""): copied as is.
      const block = source.startsWith('"""', i)
      const end = block ? source.indexOf('"""', i + 3) + 3 : endOfString(source, i)
      if (end < (block ? 3 : 1)) return source
      if (pendingSpace && /[\w"]$/.test(out)) out += ' '
      pendingSpace = false
      out += source.slice(i, end)
      i = end - 1
    } else if (c === '#') {
      const end = source.indexOf('\n', i)
      i = end === -1 ? source.length : end
      pendingSpace = true
    } else if (/[\s,]/.test(c)) {
      pendingSpace = true
    } else {
      // A space is kept only between two words (names, numbers, `...on`'s `on`), where it separates tokens.
      if (pendingSpace && /[\w"]$/.test(out) && /[\w"]/.test(c)) out += ' '
      pendingSpace = false
      out += c
    }
  }
  return out
}

function endOfString(source: string, start: number): number {
  for (let i = start + 1; i < source.length; i++) {
    if (source[i] === '\\') i++
    else if (source[i] === '"') return i + 1
    else if (source[i] === '\n') return -1
  }
  return -1
}

/** `graphql(` followed by a template literal without substitutions (gql.tada takes fragments as a second argument). */
const GRAPHQL_CALL = /\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`/g

/** Only documents are touched: a `graphql(\`…\`)` quoted in a comment is left as it is. */
function isDocument(text: string): boolean {
  try {
    parse(text)
    return true
  } catch {
    return false
  }
}

export function graphqlWhitespace(): Plugin {
  return {
    name: 'ambassador-portal:graphql-whitespace',
    apply: 'build',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.tsx?$/.test(id) || !code.includes('graphql(')) return null
      const next = code.replace(GRAPHQL_CALL, (call, document: string) => (isDocument(document) ? `graphql(\`${minifyGraphqlDocument(document)}\`` : call))
      return next === code ? null : { code: next, map: null }
    },
  }
}
