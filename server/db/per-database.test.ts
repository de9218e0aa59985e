import { describe, expect, it } from 'vitest'
import type { Db } from './client'
import { perDatabase } from './per-database'

describe('perDatabase', () => {
  it('builds once per database handle', () => {
    let builds = 0
    const statementsOf = perDatabase((db) => ({ db, n: ++builds }))
    const a = {} as Db
    const b = {} as Db
    expect(statementsOf(a)).toBe(statementsOf(a))
    expect(statementsOf(b).n).toBe(2)
    expect(builds).toBe(2)
  })
})
