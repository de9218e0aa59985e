import { describe, expect, it } from 'vitest'
import { moduleOf, summarizeProfile } from './cpu-profile'
import type { CpuProfile } from './cpu-profile'

describe('moduleOf', () => {
  it('names packages, project folders and V8 categories', () => {
    expect(moduleOf('file:///w/node_modules/graphql/execution/execute.js', 'f')).toBe('graphql')
    expect(moduleOf('file:///w/node_modules/a/node_modules/@envelop/core/cjs/x.js', 'f')).toBe('@envelop/core')
    expect(moduleOf('file:///w/server/graphql/yoga.ts', 'f')).toBe('server/graphql')
    expect(moduleOf('node:internal/streams/writable', 'f')).toBe('node:internal/streams/writable')
    expect(moduleOf('', '(garbage collector)')).toBe('(garbage collector)')
  })
})

describe('summarizeProfile', () => {
  it('sums self time per function and module, idle time left out of the shares', () => {
    const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 0 })
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('(idle)', '') },
        { id: 2, callFrame: frame('parse', 'file:///w/node_modules/graphql/language/parser.js') },
        { id: 3, callFrame: frame('validate', 'file:///w/node_modules/graphql/validation/validate.js') },
        { id: 4, callFrame: frame('createContext', 'file:///w/server/graphql/context.ts') },
      ],
      samples: [1, 2, 3, 2, 4],
      timeDeltas: [9000, 3000, 2000, 3000, 2000],
    }
    const summary = summarizeProfile(profile, 2)
    expect(summary.busyMs).toBe(10)
    expect(summary.byModule).toEqual([
      { name: 'graphql', selfMs: 8, share: 80 },
      { name: 'server/graphql', selfMs: 2, share: 20 },
    ])
    expect(summary.byFunction[0]).toEqual({ name: 'parse graphql', selfMs: 6, share: 60 })
  })
})
