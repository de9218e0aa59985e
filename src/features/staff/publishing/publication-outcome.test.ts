import { describe, expect, it } from 'vitest'
import { outcomeOf, type PublicationState } from './publication-outcome'
import type { Publication } from './publishing-operations'

const publication = (state: PublicationState): Publication => ({
  buildId: 'b1',
  publishedAt: null,
  pendingChanges: 0,
  job: { state, done: 0, total: 0, error: null, errorCode: null, message: null, startedAt: null, finishedAt: null },
})

describe('outcomeOf', () => {
  it('announces the start and the end of a run the page watched', () => {
    expect(outcomeOf('IDLE', publication('RUNNING'))).toBe('started')
    expect(outcomeOf('RUNNING', publication('SUCCEEDED'))).toBe('succeeded')
    expect(outcomeOf('RUNNING', publication('FAILED'))).toBe('failed')
  })

  it('says nothing for a state found on arrival or unchanged', () => {
    expect(outcomeOf(undefined, publication('SUCCEEDED'))).toBeNull()
    expect(outcomeOf(undefined, publication('FAILED'))).toBeNull()
    expect(outcomeOf('RUNNING', publication('RUNNING'))).toBeNull()
  })
})
