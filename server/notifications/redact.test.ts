import { describe, expect, it } from 'vitest'
import { newSignInCode, newToken } from '../security/tokens'
import { signInCodeMail, threadLink } from './templates'
import { REDACTED, redactDelivered } from './redact'

describe('redactDelivered', () => {
  it('removes every kind of bearer token the API mints, wherever it sits in the text', () => {
    for (const prefix of ['tt_', 'mt_', 'vs_', 'as_', 'cj_', 'ai_', 'cl_'] as const) {
      const token = newToken(prefix)
      const kept = redactDelivered({ kind: 'question_answered', subject: `Re ${token}`, bodyText: `Open ${threadLink('https://portal.test', 'fr', 'id-1', token)}\n${token}.` })
      expect(`${kept.subject} ${kept.bodyText}`).not.toContain(token)
      expect(kept.bodyText).toBe(`Open https://portal.test/fr/question?thread=id-1&token=${REDACTED}\n${REDACTED}.`)
    }
  })
  it('removes the sign-in code from the subject and the text, in both languages', () => {
    for (const locale of ['en', 'fr'] as const) {
      const code = newSignInCode()
      const mail = signInCodeMail('Demo University', code, 10, locale)
      const kept = redactDelivered({ kind: 'sign_in_code', subject: mail.subject, bodyText: mail.text })
      expect(`${kept.subject} ${kept.bodyText}`).not.toContain(code)
      expect(kept.bodyText).toContain(REDACTED)
      expect(kept.bodyText).toContain('10')
    }
  })
  it('keeps other mails word for word (their numbers are not codes)', () => {
    const mail = { kind: 'meeting_booked_ambassador', subject: 'New call on 123456', bodyText: 'Phone: +33 612345 678\nConfirm it: https://portal.test/ambassadors' }
    expect(redactDelivered(mail)).toEqual({ subject: mail.subject, bodyText: mail.bodyText, icsContent: null })
  })

  it("redacts the manage link in a meeting's calendar file, even folded over two lines", () => {
    const token = `mt_${'a'.repeat(43)}`
    const ics = `BEGIN:VCALENDAR\r\nDESCRIPTION:Manage: https://portal.test/meet?manage=${token.slice(0, 20)}\r\n ${token.slice(20)}\r\nEND:VCALENDAR`
    const kept = redactDelivered({ kind: 'meeting_booked_visitor', subject: 'Booked', bodyText: 'See the attachment', icsContent: ics })
    expect(kept.icsContent).not.toContain(token.slice(20))
    expect(kept.icsContent).toContain(`manage=${REDACTED}`)
  })
})
