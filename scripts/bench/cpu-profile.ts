/**
 * Where a V8 CPU profile (`node --cpu-prof`, a .cpuprofile file) spent its
 * time: self time summed by function and by module (an npm package, a
 * project folder such as server/graphql, or a V8 category such as the
 * garbage collector), idle time left out of the shares.
 */

export interface CpuProfileNode {
  readonly id: number
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number }
}

export interface CpuProfile {
  readonly nodes: readonly CpuProfileNode[]
  readonly samples: readonly number[]
  /** Microseconds since the previous sample. */
  readonly timeDeltas: readonly number[]
}

export interface Cost {
  readonly name: string
  readonly selfMs: number
  /** Share of the busy (non-idle) time, in %. */
  readonly share: number
}

const IDLE = '(idle)'

/** `node_modules/@scope/pkg/…` → `@scope/pkg`; `…/server/graphql/x.ts` → `server/graphql`; `node:http` → `node:http`. */
export function moduleOf(url: string, functionName: string): string {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)'
  if (url.startsWith('node:')) return url
  const path = url.replace(/^file:\/\//, '')
  const packages = path.split('/node_modules/')
  if (packages.length > 1) {
    const parts = (packages.at(-1) ?? '').split('/')
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : (parts[0] ?? path)
  }
  const project = /\/((?:server|src|scripts)\/[^/]+)\//.exec(path)
  return project?.[1] ?? path
}

function top(totals: Map<string, number>, busyMs: number, n: number): Cost[] {
  return [...totals]
    .filter(([name]) => name !== IDLE)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, ms]) => ({ name, selfMs: Math.round(ms), share: Math.round((ms / Math.max(1, busyMs)) * 1000) / 10 }))
}

export function summarizeProfile(profile: CpuProfile, n = 5): { busyMs: number; byFunction: Cost[]; byModule: Cost[] } {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const byFunction = new Map<string, number>()
  const byModule = new Map<string, number>()
  let busyMs = 0
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id)?.callFrame
    if (frame === undefined) return
    const ms = (profile.timeDeltas[i] ?? 0) / 1000
    const location = frame.url === '' ? '' : ` ${moduleOf(frame.url, frame.functionName)}${frame.url.includes('node_modules') ? '' : `:${frame.lineNumber + 1}`}`
    const fn = frame.functionName === IDLE ? IDLE : `${frame.functionName || '(anonymous)'}${location}`
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms)
    const mod = frame.functionName === IDLE ? IDLE : moduleOf(frame.url, frame.functionName)
    byModule.set(mod, (byModule.get(mod) ?? 0) + ms)
    if (frame.functionName !== IDLE) busyMs += ms
  })
  return { busyMs: Math.round(busyMs), byFunction: top(byFunction, busyMs, n), byModule: top(byModule, busyMs, n) }
}
