import { describe, expect, it } from 'vitest'
import { describeForLog } from './error-log'

describe('describeForLog', () => {
  it("keeps the message and the stack but not a failed query's parameters", () => {
    const cause = new Error('Failed query: select * from ambassadors where email = $1\nparams: alice@example.com,secret')
    const logged = describeForLog(new Error('Unexpected error.', { cause }))
    expect(logged).toContain('Failed query: select * from ambassadors where email = $1')
    expect(logged).toContain('params: [not logged]')
    expect(logged).toMatch(/\n\s+at /)
    expect(logged).not.toContain('alice@example.com')
    expect(logged).not.toContain('secret')
  })
  it('describes what is not an Error as text', () => {
    expect(describeForLog('plain')).toBe('plain')
  })
})
