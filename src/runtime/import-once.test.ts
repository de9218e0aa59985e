import { describe, expect, it, vi } from 'vitest'
import { importOnce } from './import-once'

describe('importOnce', () => {
  it('imports once and hands every caller the same promise', async () => {
    const load = vi.fn(() => Promise.resolve({ value: 1 }))
    const get = importOnce(load)
    const first = get()
    expect(get()).toBe(first)
    await expect(first).resolves.toEqual({ value: 1 })
    expect(get()).toBe(first)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries again after a failed import', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('loaded')
    const get = importOnce(load)
    await expect(get()).rejects.toThrow('offline')
    await expect(get()).resolves.toBe('loaded')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
