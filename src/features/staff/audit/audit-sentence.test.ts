import { describe, expect, it } from 'vitest'
import { auditSentence, type SentenceEntry } from './audit-sentence'

const theo = { id: '00000000-0000-4000-8000-000000000129', name: 'Théo Martin', email: 'amb129@demo.test' }
const entry = (over: Partial<SentenceEntry>): SentenceEntry => ({
  kind: 'staff.remove',
  actorEmail: 'alex@demo.test',
  target: null,
  before: null,
  after: null,
  ambassadors: [],
  ...over,
})

describe('auditSentence', () => {
  it('names the ambassador an entry is about, never their id', () => {
    expect(auditSentence(entry({ kind: 'profile.approve', target: theo.id, ambassadors: [theo] }))).toEqual({
      key: 'staffConsole.audit.sentences.profile_approve',
      values: { actor: { text: 'alex@demo.test' }, ambassador: { ambassador: theo } },
      failed: false,
    })
  })

  it('says deactivated or reactivated for a status change', () => {
    const off = auditSentence(entry({ kind: 'ambassador.status', target: theo.id, before: '{"status":"ACTIVE"}', after: '{"status":"INACTIVE"}', ambassadors: [theo] }))
    expect(off.key).toBe('staffConsole.audit.sentences.ambassador_deactivate')
    const on = auditSentence(entry({ kind: 'ambassador.status', target: theo.id, before: '{"status":"INACTIVE"}', after: '{"status":"ACTIVE"}', ambassadors: [theo] }))
    expect(on.key).toBe('staffConsole.audit.sentences.ambassador_reactivate')
  })

  it('calls an erased or unknown ambassador "a former ambassador"', () => {
    const erased = { id: theo.id, name: null, email: null }
    expect(auditSentence(entry({ kind: 'ambassador.erase', target: theo.id, ambassadors: [erased] })).values.ambassador).toEqual({ textKey: 'staffConsole.audit.formerAmbassador' })
    expect(auditSentence(entry({ kind: 'ambassador.invite', target: theo.id })).values.ambassador).toEqual({ textKey: 'staffConsole.audit.formerAmbassador' })
  })

  it('names both ambassadors of a reassignment', () => {
    const other = { id: '00000000-0000-4000-8000-000000000002', name: 'Bruno Costa', email: 'ambassador2@demo.test' }
    const sentence = auditSentence(
      entry({ kind: 'question.reassign', before: `{"ambassadorId":"${theo.id}"}`, after: `{"ambassadorId":"${other.id}"}`, ambassadors: [theo, other] }),
    )
    expect(sentence.values.from).toEqual({ ambassador: theo })
    expect(sentence.values.to).toEqual({ ambassador: other })
  })

  it('records a failed publish as a failure with its reason, and auto-publishing as such', () => {
    const failed = auditSentence(entry({ kind: 'site.publishFail', target: '20261128T170000-abcdef', after: '{"buildId":"20261128T170000-abcdef","reason":"prerenderFailed"}' }))
    expect(failed).toMatchObject({
      key: 'staffConsole.audit.sentences.site_publishFail',
      failed: true,
      values: { reason: { textKey: 'staffConsole.audit.reasons.prerenderFailed' } },
    })
    const auto = auditSentence(entry({ kind: 'site.publish', actorEmail: null, after: '{"buildId":"b","auto":true}' }))
    expect(auto).toMatchObject({ key: 'staffConsole.audit.sentences.site_publish_auto', failed: false })
  })

  it('gives a staff change its member and role, and an unknown kind its label', () => {
    expect(auditSentence(entry({ kind: 'staff.invite', target: 'new@demo.test', after: '{"role":"editor"}' })).values).toEqual({
      actor: { text: 'alex@demo.test' },
      member: { text: 'new@demo.test' },
      role: { textKey: 'staffConsole.roles.EDITOR' },
    })
    expect(auditSentence(entry({ kind: 'something.new', actorEmail: null }))).toEqual({
      key: 'staffConsole.audit.sentences.other',
      values: { actor: { textKey: 'staffConsole.audit.commandLine' }, action: { text: 'Something new' } },
      failed: false,
    })
  })
})
