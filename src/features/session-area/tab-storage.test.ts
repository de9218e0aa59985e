// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { createTabStorage } from './tab-storage'

describe('tab storage', () => {
  it('keeps view state and forgets only its own area’s keys', () => {
    sessionStorage.clear()
    const area = createTabStorage('ambassadors-area')
    const console = createTabStorage('staff-console')
    area.write('section', 'meetings')
    console.write('section', 'audit')
    sessionStorage.setItem(`form-draft:${area.persistPrefix}answer:q1`, '{"body":"half"}')
    sessionStorage.setItem(`idempotency:${area.persistPrefix}answer:q1`, '{"key":"k"}')
    sessionStorage.setItem('form-draft:question', '{"body":"visitor draft"}')
    expect(area.read('section')).toBe('meetings')
    area.forget()
    expect(area.read('section')).toBeNull()
    expect(console.read('section')).toBe('audit')
    expect(sessionStorage.length).toBe(2)
    expect(sessionStorage.getItem('form-draft:question')).not.toBeNull()
  })

  it('removes a value written as null', () => {
    sessionStorage.clear()
    const area = createTabStorage('staff-console')
    area.write('pending-email', 'a@demo.test')
    area.write('pending-email', null)
    expect(area.read('pending-email')).toBeNull()
    expect(sessionStorage.length).toBe(0)
  })
})
