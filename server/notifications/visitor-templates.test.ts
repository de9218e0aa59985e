import { describe, expect, it } from 'vitest'
import { describeMail } from './mailer'
import { questionConfirmationMail, unreadAnswersMail } from './visitor-templates'

const link = 'http://portal.test/fr/question?thread=t-1&token=tt_secret'
const facts = { visitor: 'Zoé', recipient: 'Alice', topic: 'Logement', body: 'Voir https://example.org/residences ?', link, typicalHours: 6, locale: 'fr' as const }

describe('questionConfirmationMail', () => {
  it("says what happens next in the visitor's language, with hours in words for one", () => {
    expect(questionConfirmationMail(facts).text).toContain('les ambassadeurs répondent généralement en moins de 6 heures')
    expect(questionConfirmationMail({ ...facts, typicalHours: 1 }).text).toContain("en moins d'une heure")
    expect(questionConfirmationMail({ ...facts, locale: 'en', typicalHours: 1 }).text).toContain('ambassadors usually answer within an hour')
    expect(questionConfirmationMail({ ...facts, locale: 'en' }).text).toContain('ambassadors usually answer within 6 hours')
  })

  it("puts the private link before the quoted question: the demo's log shows it even when the question holds a URL", () => {
    const mail = questionConfirmationMail(facts)
    const line = describeMail({ id: 1, kind: 'question_confirmation', toEmail: 'zoe@example.com', subject: mail.subject, bodyText: mail.text, icsContent: null }, true)
    expect(line).toContain(`to=zoe@example.com kind=question_confirmation`)
    expect(line).toContain(` link=${link}`)
  })
})

describe('unreadAnswersMail', () => {
  it('reads as the single answer mail for one answer, and quotes several oldest first with their count', () => {
    const one = unreadAnswersMail({ visitor: 'Sam', ambassador: 'Alice', topic: 'Housing', messages: ['Yes.'], link, locale: 'en' })
    expect(one.subject).toBe('Alice answered your question')
    expect(one.text).toBe(`Hi Sam,\n\nAlice answered "Housing":\n\nYes.\n\nRead the conversation: ${link}\n`)
    const several = unreadAnswersMail({ visitor: 'Sam', ambassador: 'Alice', topic: 'Housing', messages: ['First.', null, 'Third.'], link, locale: 'en' })
    expect(several.subject).toBe('Alice answered your question (3 new messages)')
    expect(several.text).toContain('Alice wrote 3 messages about "Housing":\n\nFirst.\n\n---\n\n(hidden by staff)\n\n---\n\nThird.')
  })
})
