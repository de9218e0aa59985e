import { describe, expect, it } from 'vitest'
import { rowActions } from './ambassador-statuses'

describe('rowActions', () => {
  it('offers approval only to a pending profile', () => {
    expect(rowActions('PENDING', false)).toEqual({ approve: true, deactivate: false, reactivate: false, erase: true })
    expect(rowActions('INVITED', false).approve).toBe(false)
  })
  it('deactivates the active and reactivates the inactive', () => {
    expect(rowActions('ACTIVE', false)).toMatchObject({ deactivate: true, reactivate: false })
    expect(rowActions('INACTIVE', false)).toMatchObject({ deactivate: false, reactivate: true })
  })
  it('offers nothing but the record to an erased row', () => {
    expect(rowActions('INACTIVE', true)).toEqual({ approve: false, deactivate: false, reactivate: false, erase: false })
  })
})
