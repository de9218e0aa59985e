import { parse } from 'graphql'
import type { DocumentNode } from 'graphql'
import { describe, expect, it } from 'vitest'
import { COMPILE_AFTER_RUNS, compilableOperation, shouldCompile } from './jit-executor'

describe('compilableOperation', () => {
  it('takes one query or mutation, with fragments', () => {
    expect(compilableOperation(parse('query A { a ...F } fragment F on Query { b }'))).toBe(true)
    expect(compilableOperation(parse('mutation M { m }'))).toBe(true)
  })
  it('leaves subscriptions and documents of several operations to graphql-js', () => {
    expect(compilableOperation(parse('subscription S { s }'))).toBe(false)
    expect(compilableOperation(parse('query A { a } query B { b }'))).toBe(false)
  })
})

describe('shouldCompile', () => {
  it('compiles a document only once it has run COMPILE_AFTER_RUNS times', () => {
    const runs = new WeakMap<DocumentNode, number>()
    const document = parse('{ a }')
    const answers = Array.from({ length: COMPILE_AFTER_RUNS + 2 }, () => shouldCompile(runs, document))
    expect(answers).toEqual([...Array<boolean>(COMPILE_AFTER_RUNS).fill(false), true, true])
    expect(shouldCompile(runs, parse('{ a }'))).toBe(false)
  })
})
