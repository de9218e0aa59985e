import { readdir } from 'node:fs/promises'
import { formatProgressLine } from '../../server/publishing/progress-line'

// Vike prints one line per file it writes (`dist/client/fr/index.html`), coloured.
const ANSI = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g')

/** HTML documents of a built client directory: the pages a prerender of the same bundle writes again. */
export async function countHtmlPages(clientDir: string): Promise<number> {
  const entries = await readdir(clientDir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).length
}

/**
 * Turns Vike's "file written" lines into progress lines
 * (server/publishing/progress-line.ts). The total is the page count of the
 * previous output: routes come from the bundle, which a prerender reuses.
 */
export function prerenderProgressReporter(total: number, print: (line: string) => void = (line) => console.log(line)) {
  let done = 0
  print(formatProgressLine({ done, total }))
  return (line: string): void => {
    if (!line.replace(ANSI, '').trim().endsWith('.html')) return
    done = Math.min(done + 1, total)
    print(formatProgressLine({ done, total }))
  }
}
