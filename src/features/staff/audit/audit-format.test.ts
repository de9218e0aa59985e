import { describe, expect, it } from 'vitest'
import { auditChanges, formatAuditValue } from './audit-format'

describe('auditChanges', () => {
  it('lists each changed field with its before and after', () => {
    expect(auditChanges('{"tagline":{"en":"Old","fr":"Ancien"},"primaryColor":"#1b4f72"}', '{"tagline":{"en":"New","fr":"Nouveau"},"primaryColor":"#0b3d5c"}')).toEqual([
      { field: 'tagline', before: 'en: Old · fr: Ancien', after: 'en: New · fr: Nouveau' },
      { field: 'primaryColor', before: '#1b4f72', after: '#0b3d5c' },
    ])
  })

  it('shows a missing side as a dash (an invitation has no before)', () => {
    expect(auditChanges(null, '{"role":"EDITOR"}')).toEqual([{ field: 'role', before: '—', after: 'EDITOR' }])
  })

  it('keeps text that is not a JSON object as written', () => {
    expect(auditChanges('owner', 'editor')).toEqual([{ field: '', before: 'owner', after: 'editor' }])
  })
})

describe('formatAuditValue', () => {
  it('joins lists and shows empty ones as a dash', () => {
    expect(formatAuditValue(['en', 'fr'])).toBe('en, fr')
    expect(formatAuditValue([])).toBe('—')
    expect(formatAuditValue(14)).toBe('14')
    expect(formatAuditValue(false)).toBe('false')
  })
})
