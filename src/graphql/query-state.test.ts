import { describe, expect, it } from 'vitest'
import { initialQueryState, nextQueryState, type QueryFetchState, type QueryResultLike } from './query-state'

type Data = { count: number }
const run = (results: QueryResultLike<Data>[], from: QueryFetchState<Data> = initialQueryState<Data>()) => results.reduce((state, result) => nextQueryState(state, result), from)

const fetching: QueryResultLike<Data> = { fetching: true, stale: false }
const answer = (count: number): QueryResultLike<Data> => ({ fetching: false, stale: false, data: { count } })
const failure = (error: unknown, data?: Data): QueryResultLike<Data> => ({ fetching: false, stale: false, error, data })

describe('nextQueryState', () => {
  it('is idle before anything runs (a paused query)', () => {
    expect(run([{ fetching: false, stale: false }])).toMatchObject({ status: 'idle', data: undefined })
  })

  it('goes pending, then success with the answer', () => {
    expect(run([fetching])).toMatchObject({ status: 'pending', data: undefined })
    expect(run([fetching, answer(3)])).toMatchObject({ status: 'success', data: { count: 3 }, error: null })
  })

  it('a prerendered answer is a success at once (no pending flash on hydration)', () => {
    expect(run([answer(1)])).toMatchObject({ status: 'success', data: { count: 1 } })
  })

  it('keeps the current data while a refresh is pending', () => {
    expect(run([answer(1), { fetching: true, stale: false, data: { count: 1 } }])).toMatchObject({ status: 'pending', data: { count: 1 } })
    expect(run([{ fetching: false, stale: true, data: { count: 1 } }])).toMatchObject({ status: 'pending', data: { count: 1 } })
  })

  it('a failed refresh sets error and resets the data to its default, even when urql kept partial data', () => {
    const error = new Error('network')
    expect(run([answer(1), fetching, failure(error)])).toEqual({ status: 'error', data: undefined, error, requestId: 2 })
    expect(run([answer(1), failure(error, { count: 1 })])).toMatchObject({ status: 'error', data: undefined })
  })

  it('Retry after a failure is pending without the old data, then recovers', () => {
    const failed = run([answer(1), failure(new Error('x'))])
    // urql repeats the last error while the retry is on its way: that is still pending.
    const retrying = nextQueryState(failed, { fetching: true, stale: false, error: new Error('x') })
    expect(retrying).toMatchObject({ status: 'pending', data: undefined })
    expect(nextQueryState(retrying, answer(2))).toMatchObject({ status: 'success', data: { count: 2 }, error: null })
  })

  it('a stale answer followed by a failed network refresh ends in error, not with the cached data', () => {
    const error = new Error('down')
    expect(run([{ fetching: false, stale: true, data: { count: 1 } }, failure(error)])).toMatchObject({ status: 'error', data: undefined, error })
  })
})
