import { describe, expect, it } from 'vitest'
import { auditChanges, formatAuditValue, humanizeField, visibleAuditChanges } from './audit-format'

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

  it('shows a plain value (a logo’s URL) as one row, and text that is not JSON as written', () => {
    expect(auditChanges(null, '"https://api.example/logos/ab.webp"')).toEqual([{ field: '', before: '—', after: 'https://api.example/logos/ab.webp' }])
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

describe('visibleAuditChanges', () => {
  it('shows no table for kinds whose sentence says it all, and never an id', () => {
    expect(visibleAuditChanges('ambassador.status', '{"status":"ACTIVE"}', '{"status":"INACTIVE"}')).toEqual([])
    expect(visibleAuditChanges('profile.approve', null, '{"revision":"0f8c…","fields":["headline","bioEn"]}')).toEqual([{ field: 'fields', before: '—', after: 'headline, bioEn' }])
    expect(visibleAuditChanges('moderation.resolve', '{"status":"open"}', '{"status":"resolved","questionId":"q1","resolution":"release"}').map((c) => c.field)).toEqual([
      'status',
      'resolution',
    ])
  })
})

describe('humanizeField', () => {
  it('turns an internal name into words', () => {
    expect(humanizeField('questionsAnonymised')).toBe('Questions anonymised')
    expect(humanizeField('joinRequests')).toBe('Join requests')
    expect(humanizeField('rows')).toBe('Rows')
  })
})
