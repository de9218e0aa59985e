import { describe, expect, it, vi } from 'vitest'
import { createTranslator, interpolate } from './translator'

const strings = {
  en: { home: { title: 'Welcome to {{name}}', answers_one: '{{count}} answer', answers_other: '{{count}} answers', onlyEn: 'English' } },
  fr: { home: { title: 'Bienvenue chez {{name}}', answers_one: '{{count}} réponse', answers_other: '{{count}} réponses' } },
}
const untyped = (t: unknown) => t as (key: string, values?: Record<string, unknown>) => string

describe('translator', () => {
  it('reads nested keys and interpolates values in the language of the translator', () => {
    const t = untyped(createTranslator('fr', strings, () => {}).t)
    expect(t('home.title', { name: 'Lyon' })).toBe('Bienvenue chez Lyon')
  })

  it('picks the plural form of the language (French 0 and 1 are singular)', () => {
    const en = untyped(createTranslator('en', strings, () => {}).t)
    const fr = untyped(createTranslator('fr', strings, () => {}).t)
    expect([0, 1, 2].map((count) => en('home.answers', { count }))).toEqual(['0 answers', '1 answer', '2 answers'])
    expect([0, 1, 2].map((count) => fr('home.answers', { count }))).toEqual(['0 réponse', '1 réponse', '2 réponses'])
  })

  it('falls back to English, then returns the key and reports it as missing', () => {
    const missing = vi.fn()
    const translator = createTranslator('fr', strings, missing)
    const t = untyped(translator.t)
    expect(t('home.onlyEn')).toBe('English')
    expect(t('home.nowhere')).toBe('home.nowhere')
    expect(missing).toHaveBeenCalledExactlyOnceWith('home.nowhere')
    expect(translator.exists('home.onlyEn')).toBe(true)
    expect(translator.exists('home.nowhere')).toBe(false)
  })

  it('interpolates like i18next: a variable not passed stays, undefined or null becomes empty, values are not read again', () => {
    expect(interpolate('{{ a }}-{{b}}-{{c}}-{{d}}', { a: 1, b: undefined, c: null })).toBe('1---{{d}}')
    expect(interpolate('{{a}}', { a: '{{b}}', b: 'x' })).toBe('{{b}}')
    expect(interpolate('{{user.name}}', { user: { name: 'Ada' } })).toBe('Ada')
  })

  it('notifies subscribers only for non-silent additions, with a new version', () => {
    const translator = createTranslator('en', {}, () => {})
    const listener = vi.fn()
    translator.subscribe(listener)
    translator.addStrings('en', { home: { title: 'Hi' } })
    expect(listener).not.toHaveBeenCalled()
    expect(untyped(translator.t)('home.title')).toBe('Hi')
    translator.addStrings('en', { app: { name: 'App' } }, { silent: false })
    expect(listener).toHaveBeenCalledOnce()
    expect(translator.version).toBe(1)
    expect(untyped(translator.t)('home.title')).toBe('Hi')
  })
})
