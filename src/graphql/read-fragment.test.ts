import { readFragment as tadaReadFragment } from 'gql.tada'
import { describe, expect, it } from 'vitest'
import { readFragment } from './read-fragment'

describe('readFragment', () => {
  it('behaves like gql.tada’s readFragment in both call forms', () => {
    const data = { id: 'a1' }
    const doc = { kind: 'Document', definitions: [] } as never
    expect(readFragment(doc, data as never)).toBe(tadaReadFragment(doc, data as never))
    expect(readFragment<never>(data as never)).toBe(tadaReadFragment<never>(data as never))
  })
})
