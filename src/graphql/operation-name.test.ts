import { parse } from 'graphql'
import { describe, expect, it } from 'vitest'
import { operationNameOf } from './operation-name'

describe('operationNameOf', () => {
  it("names the document's operation, past its fragments", () => {
    expect(operationNameOf(parse('fragment F on Query { __typename } mutation StartVisitorSession { x }'))).toBe('StartVisitorSession')
  })
  it('is undefined for an anonymous operation', () => {
    expect(operationNameOf(parse('{ x }'))).toBeUndefined()
  })
})
