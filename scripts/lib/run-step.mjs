// One step of `npm test`: a command in its own process group, stopped with
// everything it started (servers, browsers, PostgreSQL) when it exceeds its
// time limit, so a hung step fails with its name instead of holding CI until
// CI's own limit. Plain JavaScript: it runs before any dependency is built.
import { spawn } from 'node:child_process'
import { root } from './setup.mjs'

/** Steps running now: on Ctrl-C or SIGTERM, their process groups go too. */
const running = new Set()
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const pid of running) killGroup(pid, 'SIGKILL')
    process.exit(130)
  })
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal)
  } catch {
    // already gone
  }
}

/**
 * Runs `command args` and resolves with its exit status (1 when killed).
 * `limitMs`: stopped after that long (SIGINT to the step, then SIGTERM and
 * SIGKILL to its group 20 and 30 s later).
 * Output is printed as it comes; steps run side by side should pass
 * `buffered: true` so each one's output is printed whole when it ends.
 */
export function runStep(name, command, args, { env = {}, limitMs, buffered = false } = {}) {
  const t0 = Date.now()
  const chunks = []
  if (!buffered) console.log(`\n━━ ${name} ━━`)
  return new Promise((resolveStep) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      detached: true,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    })
    running.add(child.pid)
    if (buffered) {
      child.stdout.on('data', (chunk) => chunks.push(chunk))
      child.stderr.on('data', (chunk) => chunks.push(chunk))
    }
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      // SIGINT to the step first: Playwright starts its web servers in process
      // groups of their own, which only it stops (a group kill left them
      // holding their ports), and it writes its report of what ran.
      child.kill('SIGINT')
      setTimeout(() => killGroup(child.pid, 'SIGTERM'), 20_000).unref()
      setTimeout(() => killGroup(child.pid, 'SIGKILL'), 30_000).unref()
    }, limitMs)
    const finish = (status) => {
      clearTimeout(timer)
      running.delete(child.pid)
      // Whatever the step left running (a web server, a browser) does not outlive it.
      killGroup(child.pid, 'SIGKILL')
      if (buffered) {
        console.log(`\n━━ ${name} ━━`)
        process.stdout.write(Buffer.concat(chunks))
      }
      const seconds = ((Date.now() - t0) / 1000).toFixed(1)
      if (timedOut) console.log(`━━ ${name}: FAILED — stopped after its time limit of ${Math.round(limitMs / 60_000)} min (${seconds} s)`)
      else console.log(`━━ ${name}: ${status === 0 ? 'ok' : `FAILED (exit ${status})`} in ${seconds} s`)
      resolveStep({ status: timedOut ? 1 : status, timedOut })
    }
    // 'close': the step's output has been read whole.
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)))
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`))
      finish(127)
    })
  })
}
