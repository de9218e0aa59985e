import { describe, expect, it } from 'vitest'
import { conversationsLink, conversationsLinkMail } from './conversation-link-templates'
import { describeMail } from './mailer'
import { redactDelivered } from './redact'

const token = `cl_${'x'.repeat(43)}`

describe('the "my conversations" e-mail (issue 33)', () => {
  it("links the page in the visitor's language, and the demo's log line shows the link", () => {
    const link = conversationsLink('https://portal.test', 'fr', token)
    expect(link).toBe(`https://portal.test/fr/question?conversations=${token}`)
    const mail = conversationsLinkMail({ org: 'Université Horizon', link, days: 7, locale: 'fr' })
    const row = { id: 1, kind: 'conversations_link', toEmail: 'zoe@example.test', subject: mail.subject, bodyText: mail.text, icsContent: null }
    expect(describeMail(row, true)).toContain(`to=zoe@example.test kind=conversations_link`)
    expect(describeMail(row, true)).toContain(` link=${link}`)
    expect(describeMail(row, false)).not.toContain(token)
  })

  it('keeps no token once delivered', () => {
    const mail = conversationsLinkMail({ org: 'Horizon', link: conversationsLink('https://portal.test', 'en', token), days: 7, locale: 'en' })
    expect(redactDelivered({ kind: 'conversations_link', subject: mail.subject, bodyText: mail.text }).bodyText).not.toContain(token)
  })
})
