/**
 * Issue 17: the CSV import. 3 bad rows among 20 are shown with their reasons
 * and the other 17 imported as invitations; a dry run writes nothing (rows
 * counted in the database); a retry with the same key replays; staff tokens
 * may send bodies over the 100 KB limit, others may not.
 */
import { count, eq } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ambassadorInvitations, ambassadors, auditEntries, idempotencyKeys, notifications } from '../../server/db/schema'
import { BODY_LIMIT_BYTES } from '../../server/http/body'
import { alice, OWNER_EMAIL, signInAs, signInAsStaff, visitorToken } from './helpers/fixtures'
import { accept, IMPORT, invite, latestInvitationToken, type FieldErrorShape } from './helpers/lifecycle'
import { idempotencyKey, ok, startTestApi, type TestApi } from './helpers/test-api'

let api: TestApi
let owner = ''
beforeAll(async () => {
  api = await startTestApi()
  owner = await signInAsStaff(api, OWNER_EMAIL)
})
afterAll(async () => {
  await api?.close()
})

type ImportPayload = { rows: { line: number; email: string; errors: string[] }[]; imported: number; notes: string[]; fieldErrors: FieldErrorShape[] }
const runImport = async (csv: string, dryRun: boolean, key = idempotencyKey(), locale = 'en') =>
  ok(await api.gql<{ importAmbassadors: ImportPayload }>(IMPORT, { csv, dry: dryRun, k: key }, { token: owner, headers: { 'accept-language': locale } })).importAmbassadors

/** 20 rows, semicolon-separated as French spreadsheets write them: lines 5, 12 and 18 are bad. */
function twentyRows(): string {
  const lines = ['email;first_name;last_name;field;study_level;languages;country;city;interests;notes']
  for (let i = 1; i <= 20; i++) lines.push(`student${i}@import.test;Étudiant ${i};"Nom; ${i}";engineering;MASTER;en|fr;FR;Lyon;music|housing;"note ""${i}"""`)
  lines[4] = 'student4@import;Bad;Address;engineering;MASTER;en;FR;Lyon;' // line 5: no TLD
  lines[11] = 'student11@import.test;Eleven;Field;alchemy;MASTER;en;FR;Lyon;' // line 12: unknown field
  lines[17] = `${alice.email};Alice;Again;engineering;MASTER;en;FR;Paris;` // line 18: already an ambassador
  return `${lines.join('\r\n')}\r\n`
}

const TABLES: PgTable[] = [ambassadors, ambassadorInvitations, notifications, auditEntries, idempotencyKeys]
const tableCounts = () => Promise.all(TABLES.map(async (t) => Number((await api.db.select({ n: count() }).from(t))[0]?.n ?? 0)))

describe('importAmbassadors', () => {
  it('a dry run shows every row with exactly the three bad ones and their reasons, and writes nothing', async () => {
    const before = await tableCounts()
    const preview = await runImport(twentyRows(), true)
    expect(await tableCounts()).toEqual(before)
    expect(preview.imported).toBe(0)
    expect(preview.rows).toHaveLength(20)
    expect(preview.rows.filter((r) => r.errors.length > 0)).toEqual([
      { line: 5, email: 'student4@import', errors: ['Not a valid e-mail address.'] },
      { line: 12, email: 'student11@import.test', errors: ['Unknown field of study "alchemy".'] },
      { line: 18, email: alice.email, errors: ['This address is already an ambassador or invited.'] },
    ])
    expect(preview.notes).toEqual(['Columns ignored: notes.'])
    const french = await runImport(twentyRows(), true, idempotencyKey(), 'fr')
    expect(french.rows.find((r) => r.line === 12)?.errors).toEqual(["Domaine d'études inconnu « alchemy »."])
  })

  it('imports the 17 valid rows as prefilled invitations, e-mails each one, and replays a retry', async () => {
    const key = idempotencyKey()
    const [ambassadorsBefore] = await tableCounts()
    const result = await runImport(twentyRows(), false, key)
    expect(result.imported).toBe(17)
    expect(result.rows.filter((r) => r.errors.length > 0).map((r) => r.line)).toEqual([5, 12, 18])
    const [ambassadorsAfter] = await tableCounts()
    expect((ambassadorsAfter ?? 0) - (ambassadorsBefore ?? 0)).toBe(17)
    const [zero] = await api.db.select().from(ambassadors).where(eq(ambassadors.email, 'student1@import.test'))
    expect(zero).toMatchObject({
      status: 'invited',
      active: false,
      firstName: 'Étudiant 1',
      lastName: 'Nom; 1',
      fieldKey: 'engineering',
      studyLevel: 'MASTER',
      languages: ['en', 'fr'],
    })
    const mails = await api.db.select().from(notifications).where(eq(notifications.kind, 'ambassador_invitation'))
    expect(mails.filter((m) => m.toEmail.endsWith('@import.test'))).toHaveLength(17)

    const counted = await tableCounts()
    expect(await runImport(twentyRows(), false, key)).toEqual(result)
    expect(await tableCounts()).toEqual(counted)
    // Imported once, the same file now reports every address as present.
    const second = await runImport(twentyRows(), true)
    expect(second.rows.filter((r) => r.errors.length === 0)).toEqual([])
  })

  it("gives the imported invitee's onboarding what the file said: names, field, study level, country, city, languages, interests", async () => {
    const csv = 'email,first_name,last_name,field,study_level,languages,country,city,interests\nprefill@import.test,Maëlys,Gauthier,engineering,PHD,fr,BE,Liège,music\n'
    expect((await runImport(csv, false)).imported).toBe(1)
    await accept(api, (await latestInvitationToken(api, 'prefill@import.test')) ?? '')
    const token = await signInAs(api, 'prefill@import.test')
    const me = ok(
      await api.gql<{ me: unknown }>('{ me { status lastName fieldKey studyLevel ambassador { firstName country city languages interests { key } } } }', {}, { token }),
    ).me
    expect(me).toEqual({
      status: 'INVITED',
      lastName: 'Gauthier',
      fieldKey: 'engineering',
      studyLevel: 'PHD',
      ambassador: { firstName: 'Maëlys', country: 'BE', city: 'Liège', languages: ['fr'], interests: [{ key: 'music' }] },
    })
    // An invitation typed in the console knows nothing yet: no study level rather than an error.
    await invite(api, owner, ['typed@import.test'])
    await accept(api, (await latestInvitationToken(api, 'typed@import.test')) ?? '')
    const typed = ok(await api.gql<{ me: unknown }>('{ me { fieldKey studyLevel ambassador { country } } }', {}, { token: await signInAs(api, 'typed@import.test') })).me
    expect(typed).toEqual({ fieldKey: '', studyLevel: null, ambassador: { country: '' } })
  })

  it('refuses a file without the required columns, on `csv`', async () => {
    const refused = await runImport('mail,name\na@b.test,A\n', true)
    expect(refused.fieldErrors.map((e) => [e.field, e.code])).toEqual([['csv', 'IMPORT_COLUMNS']])
  })

  it('accepts a body over 100 KB from a staff token only', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `big${i}@import.test,Firstname${i},Lastname${i},engineering,BACHELOR,en,FR,Lyon,music`)
    const csv = ['email,first_name,last_name,field,study_level,languages,country,city,interests', ...rows].join('\n')
    const body = JSON.stringify({ query: IMPORT, variables: { csv, dry: true, k: idempotencyKey() } })
    expect(body.length).toBeGreaterThan(BODY_LIMIT_BYTES)
    const post = (token: string) => fetch(api.endpoint, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body })
    expect((await post(await visitorToken(api))).status).toBe(413)
    const asStaff = await post(owner)
    expect(asStaff.status).toBe(200)
    const json = (await asStaff.json()) as { data: { importAmbassadors: ImportPayload } }
    expect(json.data.importAmbassadors.rows.filter((r) => r.errors.length === 0)).toHaveLength(3000)
  })
})
