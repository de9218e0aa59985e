import { describe, expect, it } from 'vitest'
import en from '../../locales/en.json'
import fr from '../../locales/fr.json'
import { getI18n } from '../i18n'
import { MESSAGE_KEYS, VALIDATION_MESSAGES } from './rules'
import * as schemas from './schemas'
import type { FieldSpec } from './schemas'

type Tree = { [key: string]: string | Tree }
const at = (tree: Tree, key: string): string | undefined => {
  let node: string | Tree | undefined = tree
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
  return typeof node === 'string' ? node : undefined
}
const asI18next = (template: string): string => template.replace(/\{(\w+)\}/g, '{{$1}}')

describe('client and server use the same words', () => {
  it('has the seed texts for required, exactly', () => {
    expect(getI18n('en').t('validation.required')).toBe('This field is required')
    expect(getI18n('fr').t('validation.required')).toBe('Ce champ est obligatoire')
    expect(getI18n('en').t('validation.default', { field: 'Email' })).toBe('Email is not valid.')
  })

  it('has every message key of rules.ts, with the server texts', () => {
    for (const key of Object.values(MESSAGE_KEYS)) {
      expect(at(en as Tree, key), `en ${key}`).toBe(asI18next(VALIDATION_MESSAGES.en[key] ?? ''))
      expect(at(fr as Tree, key), `fr ${key}`).toBe(asI18next(VALIDATION_MESSAGES.fr[key] ?? ''))
    }
  })

  it('labels every schema field as the server does', () => {
    const specs = (Object.values(schemas) as unknown[])
      .filter((value): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value))
      .flatMap((schema) => Object.values(schema))
      .filter((spec): spec is FieldSpec => typeof spec === 'object' && spec !== null && 'labelKey' in spec)
    expect(specs.length).toBeGreaterThan(10)
    for (const spec of specs) {
      expect(at(en as Tree, spec.labelKey), spec.labelKey).toBe(spec.label.en)
      expect(at(fr as Tree, spec.labelKey), spec.labelKey).toBe(spec.label.fr)
    }
  })
})
