/**
 * The line a prerender prints on stdout after each page:
 * `publish-progress <done>/<total>`. `npm run prerender` prints it, so the
 * server's own publish job, a PUBLISH_COMMAND that runs the prerender, and
 * any other script can report progress the same way.
 */
export interface Progress {
  readonly done: number
  readonly total: number
}

const PREFIX = 'publish-progress'
const LINE = /^publish-progress (\d{1,7})\/(\d{1,7})$/

export const formatProgressLine = ({ done, total }: Progress): string => `${PREFIX} ${done}/${total}`

/** The progress a line reports, or null for any other line. `done` never exceeds `total`. */
export function parseProgressLine(line: string): Progress | null {
  const match = LINE.exec(line.trim())
  if (match === null) return null
  const total = Number(match[2])
  return { done: Math.min(Number(match[1]), total), total }
}
