import { describe, expect, it } from 'vitest'
import { questionReminderMail, staffDigestMail, type DigestSection } from './nudge-templates'

const sections: DigestSection[] = [
  { kind: 'open_reports', count: 2, oldestHours: 5 },
  { kind: 'profile_reviews', changes: 3, newProfiles: 1, oldestHours: 7 },
  {
    kind: 'waiting_questions',
    items: [
      { ambassador: 'Alice Durand', inactive: false, count: 3, longestHours: 80 },
      { ambassador: 'Bruno Tremblay', inactive: true, count: 1, longestHours: 49 },
    ],
  },
]

describe('the staff digest mail', () => {
  it('says each section in English, waits under two days in hours, longer in days', () => {
    const mail = staffDigestMail({ org: 'Horizon University', day: '2030-01-02', sections, consoleUrl: 'https://portal.test/staff', locale: 'en' })
    expect(mail.subject).toBe('Horizon University: what needs you today (2030-01-02)')
    expect(mail.text).toContain('Open reports: 2 (the oldest for 5 hours).')
    expect(mail.text).toContain('Profiles waiting for review: 3 change(s) to public profiles, 1 new profile(s) (the oldest for 7 hours).')
    expect(mail.text).toContain('Questions waiting more than 48 hours: 4\n- Alice Durand: 3 (the oldest for 3 days)\n- Bruno Tremblay (inactive): 1 (the oldest for 2 days)')
    expect(mail.text).toContain('Open the staff console: https://portal.test/staff')
  })

  it('and in French, with French spacing before colons', () => {
    const mail = staffDigestMail({ org: 'Université Horizon', day: '2030-01-02', sections, consoleUrl: 'https://portal.test/fr/staff', locale: 'fr' })
    expect(mail.subject).toBe("Université Horizon : ce qui vous attend aujourd'hui (2030-01-02)")
    expect(mail.text).toContain('Signalements ouverts : 2 (le plus ancien depuis 5 heures).')
    expect(mail.text).toContain('Profils en attente de vérification : 3 modification(s) de profils publics, 1 nouveau(x) profil(s) (le plus ancien depuis 7 heures).')
    expect(mail.text).toContain('- Alice Durand : 3 (la plus ancienne depuis 3 jours)\n- Bruno Tremblay (inactif·ve) : 1 (la plus ancienne depuis 2 jours)')
  })
})

describe('the reminder mail', () => {
  it('differs at 24 and 48 hours, the last one saying it is the last', () => {
    const facts = { org: 'Horizon University', ambassador: 'Alice', visitor: 'Zoé', topic: 'Housing', inboxUrl: 'https://portal.test/ambassadors', locale: 'en' as const }
    expect(questionReminderMail({ ...facts, hours: 24 }).text).not.toContain('last reminder')
    expect(questionReminderMail({ ...facts, hours: 48 }).text).toContain('This is the last reminder about this question.')
    expect(questionReminderMail({ ...facts, hours: 48, locale: 'fr' }).subject).toBe('Toujours sans réponse après 2 jours : Housing')
  })
})
