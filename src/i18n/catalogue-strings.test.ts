import { describe, expect, it } from 'vitest'
import en from '../../locales/en.json'
import fr from '../../locales/fr.json'
import { LOCALES } from '../contract/locale'
import { BROWSER_GROUPS, browserMessages, messageText } from '../contract/messages'
import { readLocaleStrings } from '../../scripts/build/locale-chunks-plugin'
import { getI18n } from '.'

const localesDir = new URL('../../locales', import.meta.url).pathname

describe('the browser says what the API says (src/contract/messages.ts)', () => {
  it('translates the seed texts, exactly', () => {
    expect(getI18n('en').t('validation.required')).toBe('This field is required')
    expect(getI18n('fr').t('validation.required')).toBe('Ce champ est obligatoire')
    expect(getI18n('en').t('validation.default', { field: 'Email' })).toBe('Email is not valid.')
  })

  it('has every text of the catalogue groups it translates', () => {
    for (const locale of LOCALES) {
      for (const [group, texts] of Object.entries(browserMessages(locale))) {
        for (const key of Object.keys(texts)) expect(getI18n(locale).t(`${group}.${key}` as never), `${locale} ${group}.${key}`).toBe(messageText(locale, `${group}.${key}`))
      }
    }
  })

  it('serves the catalogue groups as locale chunks, like the locale files', () => {
    for (const locale of LOCALES) {
      const strings = readLocaleStrings(localesDir, locale)
      for (const group of BROWSER_GROUPS) expect(strings[group], `${locale} ${group}`).toEqual(browserMessages(locale)[group])
      expect(strings.nav).toEqual(locale === 'en' ? en.nav : fr.nav)
    }
  })

  it('keeps the catalogue texts out of the locale files (one source)', () => {
    for (const group of BROWSER_GROUPS) {
      expect(Object.keys(en)).not.toContain(group)
      expect(Object.keys(fr)).not.toContain(group)
    }
  })
})
