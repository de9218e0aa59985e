/**
 * Issue 34: every text that puts the organization's name into a sentence
 * reads correctly whatever the name — "an" before a vowel is not something a
 * template can know, nor French elision ("que U…" → "qu'U…", "de É…" → "d'É…")
 * or the article a name takes ("de Université Horizon" → "de l'Université
 * Horizon"). So no text may place the name right after a word whose form
 * depends on it: each is rendered here with names that start with a vowel, an
 * accent, a capital article-taking noun, and checked against those words.
 */
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import type { Locale } from '../../src/contract/locale'
import { profileRejectedMail, profileWaitingMail } from '../profile-review/mails'
import { flaggedMail, reportedMail } from '../safeguarding/staff-mails'
import { conversationsLinkMail } from './conversation-link-templates'
import { questionReminderMail, staffDigestMail } from './nudge-templates'
import { reportOutcomeMail, reportReceivedMail } from './report-templates'
import { ambassadorApprovedMail, ambassadorInvitationMail, signInCodeMail, staffInvitationMail, type MailText } from './templates'

// Read as files: the server imports nothing of the front end (lint), but these are the same words.
const localeFile = (locale: Locale): unknown => JSON.parse(readFileSync(new URL(`../../locales/${locale}.json`, import.meta.url), 'utf8'))
const en = localeFile('en')
const fr = localeFile('fr')

const NAMES = ['Acme University', 'Université Horizon', 'École X', 'Imperial College', 'Institut Océan', 'Haute École Y']
const NAME_PLACEHOLDER = '{{organization}}'

/** Words whose form depends on the next one: "a" (an), French articles and words that elide or contract. */
const DEPENDENT_WORD = {
  en: /\b(a|A)$/,
  fr: /(^|[\s(«])(que|Que|de|De|le|Le|la|La|du|Du|au|Au|à|À|ce|Ce|je|Je|ne|se|si|des|aux)$/,
}

/** The word just before each occurrence of the name, when its form depends on the name. */
function misfits(text: string, name: string, locale: Locale): string[] {
  const found: string[] = []
  let from = text.indexOf(name)
  while (from !== -1) {
    const before = text.slice(Math.max(0, from - 12), from).trimEnd()
    if (DEPENDENT_WORD[locale].test(before)) found.push(`…${before} ${name}…`)
    from = text.indexOf(name, from + name.length)
  }
  return found
}

/** Every "key: text" of a locale file whose text interpolates the organization's name. */
function organizationStrings(messages: unknown, path = ''): [string, string][] {
  if (typeof messages === 'string') return messages.includes(NAME_PLACEHOLDER) ? [[path, messages]] : []
  if (messages === null || typeof messages !== 'object') return []
  return Object.entries(messages).flatMap(([key, value]) => organizationStrings(value, path === '' ? key : `${path}.${key}`))
}

const mailText = (mail: MailText): string => `${mail.subject}\n${mail.text}`

/** Every server e-mail that names the organization, rendered with one name in one language. */
function mails(org: string, locale: Locale): string[] {
  const reporter = { org, firstName: 'Sam', topic: 'Visas', link: 'https://x.test/q', locale }
  return [
    signInCodeMail(org, '123456', 10, locale),
    staffInvitationMail({ org, role: 'editor', invitedBy: 'owner@x.test', consoleUrl: 'https://x.test/staff', locale }),
    ambassadorInvitationMail({ org, link: 'https://x.test/join', days: 14, locale }),
    ambassadorApprovedMail({ name: 'Ana', org, areaUrl: 'https://x.test/ambassadors', locale }),
    conversationsLinkMail({ org, link: 'https://x.test/c', days: 30, locale }),
    questionReminderMail({ org, ambassador: 'Ana', visitor: 'Sam', topic: 'Visas', hours: 24, inboxUrl: 'https://x.test/i', locale }),
    questionReminderMail({ org, ambassador: 'Ana', visitor: 'Sam', topic: 'Visas', hours: 48, inboxUrl: 'https://x.test/i', locale }),
    staffDigestMail({ org, day: '2026-11-28', sections: [], consoleUrl: 'https://x.test/staff', locale }),
    reportReceivedMail({ ...reporter, by: 'visitor' }, 'rude'),
    reportOutcomeMail({ ...reporter, by: 'ambassador', topic: null }, 'release'),
    profileRejectedMail({ name: 'Ana', org, reason: 'typo', areaUrl: 'https://x.test/ambassadors', locale }),
    // Staff alerts are written in both languages at once.
    profileWaitingMail(org, 'https://x.test/staff'),
    flaggedMail(org, 'question', ['contact'], 'https://x.test/staff'),
    reportedMail(org, 'visitor', 'https://x.test/staff'),
  ].map(mailText)
}

describe('texts naming the organization read correctly with any name', () => {
  it.each([
    ['en' as const, en],
    ['fr' as const, fr],
  ])('the %s interface strings', (locale, messages) => {
    const strings = organizationStrings(messages)
    // The consent lines of every form at least: a lost placeholder would make this test pass on nothing.
    expect(strings.map(([key]) => key)).toEqual(expect.arrayContaining(['forms.consent.processing', 'forms.consent.marketing']))
    for (const name of NAMES) {
      for (const [key, text] of strings) expect(misfits(text.replaceAll(NAME_PLACEHOLDER, name), name, locale), key).toEqual([])
    }
  })

  it.each(['en', 'fr'] as const)('the %s e-mails', (locale) => {
    for (const name of NAMES) {
      for (const text of mails(name, locale)) {
        expect(text).toContain(name)
        // Staff alerts hold both languages: each sentence is checked with the rules of both.
        expect([...misfits(text, name, locale), ...misfits(text, name, 'en')], text).toEqual([])
      }
    }
  })

  it('catches the wordings it exists for', () => {
    expect(misfits('become a Acme University ambassador', 'Acme University', 'en')).toHaveLength(1)
    expect(misfits("J'accepte que Université Horizon et", 'Université Horizon', 'fr')).toHaveLength(1)
    expect(misfits('les actualités de École X', 'École X', 'fr')).toHaveLength(1)
    expect(misfits('le Imperial College', 'Imperial College', 'fr')).toHaveLength(1)
    expect(misfits('pour Université Horizon', 'Université Horizon', 'fr')).toEqual([])
  })
})
