import { describe, expect, it } from 'vitest'
import { LOCALES } from './locale'
import { browserMessages, interpolate, MESSAGES, messageText } from './messages'
import { meetingSchema } from './validation/meeting-schema'
import { MESSAGE_KEYS } from './validation/rule-messages'
import * as schemas from './validation/schemas'

type Tree = { readonly [key: string]: string | Tree }
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`)))
const holes = (text: string): string[] => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort()

describe('the catalogue', () => {
  const english = leaves(MESSAGES.en)

  it('has the same keys and holes in every language, and no empty text', () => {
    for (const locale of LOCALES) {
      const texts = leaves(MESSAGES[locale])
      expect(texts.map(([key]) => key)).toEqual(english.map(([key]) => key))
      for (const [key, text] of texts) {
        expect(text.trim(), `${locale} ${key}`).not.toBe('')
        expect(holes(text), `${locale} ${key}`).toEqual(holes(messageText('en', key) ?? ''))
      }
    }
  })

  it('holds every key a rule failure can name', () => {
    for (const key of Object.values(MESSAGE_KEYS)) expect(messageText('fr', key), key).toBeDefined()
  })

  it('labels every field of the shared schemas', () => {
    const specs = ([...Object.values(schemas), meetingSchema] as unknown[])
      .filter((value): value is Record<string, { labelKey: string }> => typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof RegExp))
      .flatMap((schema) => Object.values(schema))
    expect(specs.length).toBeGreaterThan(10)
    for (const spec of specs) for (const locale of LOCALES) expect(messageText(locale, spec.labelKey), `${locale} ${spec.labelKey}`).toBeDefined()
  })

  it('finds a text only at a group and key it holds', () => {
    expect(messageText('en', 'fields.email')).toBe('Email')
    expect(messageText('en', 'errors.slotTaken')).toBe('Someone has just booked this slot. Please pick another one.')
    expect(messageText('en', 'fields')).toBeUndefined()
    expect(messageText('en', 'fields.email.extra')).toBeUndefined()
    expect(messageText('en', 'fields.toString')).toBeUndefined()
    expect(messageText('en', 'constructor.name')).toBeUndefined()
  })

  it('gives the browser its groups only: the domain errors stay with the API', () => {
    expect(Object.keys(browserMessages('fr')).sort()).toEqual(['fields', 'validation'])
    expect(browserMessages('fr').validation.required).toBe('Ce champ est obligatoire')
  })
})

describe('interpolate', () => {
  it('fills {{name}} holes and leaves unknown ones', () => {
    expect(interpolate('{{field}} needs {{min}} ({{other}})', { field: 'Topic', min: 3 })).toBe('Topic needs 3 ({{other}})')
  })
})
