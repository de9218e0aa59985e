import { describe, expect, it } from 'vitest'
import { parseProgressLine } from '../../server/publishing/progress-line'
import { prerenderProgressReporter } from './prerender-progress'

describe('prerenderProgressReporter', () => {
  it("turns Vike's written-file lines into progress lines: HTML files count, pageContext JSON does not, never past the total", () => {
    const printed: string[] = []
    const onLine = prerenderProgressReporter(2, (line) => printed.push(line))
    // As Vike prints them (coloured when on a terminal).
    onLine('\u001b[2mdist-publish/abc/client/\u001b[22m\u001b[34mindex.html\u001b[39m')
    onLine('dist-publish/abc/client/index.pageContext.json')
    onLine('vike v0.4 pre-rendering HTML...')
    onLine('dist/client/fr/index.html')
    onLine('dist/client/404.html')
    expect(printed.map((line) => parseProgressLine(line))).toEqual([
      { done: 0, total: 2 },
      { done: 1, total: 2 },
      { done: 2, total: 2 },
      { done: 2, total: 2 },
    ])
  })
})

describe('parseProgressLine', () => {
  it('reads only the exact protocol line', () => {
    expect(parseProgressLine('publish-progress 3/21')).toEqual({ done: 3, total: 21 })
    expect(parseProgressLine('  publish-progress 30/21 ')).toEqual({ done: 21, total: 21 })
    expect(parseProgressLine('publish-progress 3 of 21')).toBeNull()
    expect(parseProgressLine('echo publish-progress 3/21')).toBeNull()
  })
})
