import { describe, expect, it } from 'vitest'
import { FieldErrorsFailure } from '../../core/field-errors'
import { checkRows } from './check'
import { vocabulary } from './columns'
import { parseCsv } from './csv'

const term = (key: string, nameEn: string, nameFr: string) => [key, { key, nameEn, nameFr }] as const
const words = vocabulary({
  fieldByKey: new Map([term('engineering', 'Engineering', 'Ingénierie')]),
  interestByKey: new Map([term('student-life', 'Student life', 'Vie étudiante'), term('music', 'Music', 'Musique')]),
})
const HEADER = 'email,first_name,last_name,field,study_level,languages,country,city,interests,shoe_size'
const check = (rows: string[], present: string[] = [], locale: 'en' | 'fr' = 'en') =>
  checkRows(parseCsv([HEADER, ...rows].join('\n')), words, (address) => present.includes(address), locale)

describe('checkRows', () => {
  it('accepts keys or names in either language, lists separated by |, and notes ignored columns', () => {
    const { rows, notes } = check(['Zoe@Example.test,Zoé,Martin,Ingénierie,master,en|FR,France,Lyon,Student life|music,42'])
    expect(rows).toMatchObject([
      {
        line: 2,
        email: 'Zoe@Example.test',
        errors: [],
        prefill: {
          email: 'zoe@example.test',
          firstName: 'Zoé',
          fieldKey: 'engineering',
          studyLevel: 'MASTER',
          languages: ['en', 'fr'],
          country: 'FR',
          interests: ['student-life', 'music'],
        },
      },
    ])
    expect(notes).toEqual(['Columns ignored: shoe_size.'])
  })

  it('says what is wrong with each row, in the language asked', () => {
    const { rows } = check(
      [
        'not-an-address,A,B,,,,,,',
        'a@example.test,,B,Alchemy,WIZARD,en|xx,Atlantis,,Quidditch',
        'b@example.test,A,B,,,,,,',
        'B@example.test,A,B,,,,,,',
        'c@example.test,A,B,,,,,,',
      ],
      ['c@example.test'],
    )
    expect(rows.map((r) => r.errors)).toEqual([
      ['Not a valid e-mail address.'],
      [
        'first_name is missing.',
        'Unknown field of study "Alchemy".',
        'Unknown study level "WIZARD": use BACHELOR, MASTER, PHD, EXCHANGE or ALUMNI.',
        'Unknown country "Atlantis": use a two-letter code such as FR.',
        'Unknown language "xx": use two-letter codes such as en or fr.',
        'Unknown interest "Quidditch".',
      ],
      [],
      ['This address is also on line 4.'],
      ['This address is already an ambassador or invited.'],
    ])
    expect(check(['x,A,B'], [], 'fr').rows[0]?.errors).toEqual(['Adresse e-mail non valide.'])
  })

  it('refuses a file without the required columns or without rows', () => {
    const refusal = (text: string) => {
      try {
        checkRows(parseCsv(text), words, () => false, 'en')
      } catch (error) {
        if (error instanceof FieldErrorsFailure) return error.fieldErrors.map((e) => [e.field, e.code, e.message])
      }
      return null
    }
    expect(refusal('email;name\na@b.test;A')).toEqual([['csv', 'IMPORT_COLUMNS', expect.stringContaining('first_name, last_name')]])
    expect(refusal('email,first_name,last_name\n')).toEqual([['csv', 'IMPORT_EMPTY', expect.any(String)]])
  })
})
