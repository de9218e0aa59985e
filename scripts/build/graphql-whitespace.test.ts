import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse, print } from 'graphql'
import { describe, expect, it } from 'vitest'
import { minifyGraphqlDocument } from './graphql-whitespace'

const root = new URL('../..', import.meta.url).pathname
const sources = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [join(root, dir, e.name)] : [],
  )
const documents = ['src', 'pages', 'layouts', 'renderer']
  .flatMap(sources)
  .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`/g)].map((m) => m[1] ?? ''))
  // Skips a `graphql(`…`)` quoted in a comment (the plugin leaves those too).
  .filter((text) => {
    try {
      parse(text)
      return true
    } catch {
      return false
    }
  })

describe('minifyGraphqlDocument', () => {
  it('keeps every document of the front end meaning the same, smaller', () => {
    expect(documents.length).toBeGreaterThan(50)
    for (const document of documents) {
      const minified = minifyGraphqlDocument(document)
      expect(print(parse(minified))).toBe(print(parse(document)))
      expect(minified.length).toBeLessThan(document.length)
    }
  })
  it('keeps strings, separates words and drops comments and commas', () => {
    const source = `
      query A($a: Int = 1, $b: String = "x,  y # z") { # a comment
        f(a: $a, b: $b) { ... on T { id } ...F }
        g(s: """ two
          lines """) }`
    expect(minifyGraphqlDocument(source)).toBe('query A($a:Int=1$b:String="x,  y # z"){f(a:$a b:$b){...on T{id}...F}g(s:""" two\n          lines """)}')
    expect(print(parse(minifyGraphqlDocument(source)))).toBe(print(parse(source)))
  })
})
