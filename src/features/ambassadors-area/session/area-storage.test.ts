// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { answerPersistKey, forgetAreaStorage, readUiState, writeUiState } from './area-storage'

describe('area storage', () => {
  it('keeps view state and forgets only the area’s keys', () => {
    sessionStorage.clear()
    writeUiState('section', 'meetings')
    sessionStorage.setItem(`form-draft:${answerPersistKey('q1')}`, '{"body":"half"}')
    sessionStorage.setItem(`idempotency:${answerPersistKey('q1')}`, '{"key":"k"}')
    sessionStorage.setItem('form-draft:question', '{"body":"visitor draft"}')
    expect(readUiState('section')).toBe('meetings')
    forgetAreaStorage()
    expect(readUiState('section')).toBeNull()
    expect(sessionStorage.length).toBe(1)
    expect(sessionStorage.getItem('form-draft:question')).not.toBeNull()
  })
})
