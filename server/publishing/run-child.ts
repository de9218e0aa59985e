/**
 * Runs a publish step as a child process in its own process group (so a
 * timeout or a server stop ends it and everything it started), reading its
 * stdout and stderr line by line: progress lines go to `onProgress`, every
 * line to the server log, and the last few are kept as its answer.
 */
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'
import { parseProgressLine } from './progress-line'
import type { Progress } from './progress-line'

const KEPT_LINES = 5

export interface ChildSpec {
  readonly command: string
  readonly args: readonly string[]
  readonly cwd: string
  readonly env: Readonly<Record<string, string | undefined>>
  readonly timeoutMs: number
  /** Prefix of the lines copied to the server log, e.g. `[publish]`. */
  readonly logPrefix: string
  readonly onProgress: (progress: Progress) => void
}

export interface ChildResult {
  /** Exit code; null when ended by a signal (timeout, server stop). */
  readonly code: number | null
  readonly timedOut: boolean
  /** The last lines printed (progress lines left out), oldest first. */
  readonly lastLines: readonly string[]
}

export interface RunningChild {
  readonly result: Promise<ChildResult>
  stop(): void
}

export function runChild(spec: ChildSpec): RunningChild {
  const child = spawn(spec.command, [...spec.args], { cwd: spec.cwd, env: spec.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  const lastLines: string[] = []
  let timedOut = false
  const stop = () => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
  const timer = setTimeout(() => {
    timedOut = true
    stop()
  }, spec.timeoutMs)
  timer.unref()
  const read = (stream: Readable) =>
    new Promise<void>((resolve) => {
      const lines = createInterface({ input: stream, crlfDelay: Infinity })
      lines.on('line', (line) => {
        const progress = parseProgressLine(line)
        if (progress !== null) return spec.onProgress(progress)
        console.log(spec.logPrefix, line)
        if (line.trim() === '') return
        lastLines.push(line)
        if (lastLines.length > KEPT_LINES) lastLines.shift()
      })
      lines.on('close', resolve)
    })
  const streams = Promise.all([read(child.stdout), read(child.stderr)])
  const result = new Promise<ChildResult>((resolve) => {
    child.on('error', (error) => {
      lastLines.push(error.message)
      clearTimeout(timer)
      resolve({ code: null, timedOut, lastLines })
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      void streams.then(() => resolve({ code, timedOut, lastLines }))
    })
  })
  return { result, stop }
}
