/**
 * importAmbassadors (staff): checks a CSV and, unless `dryRun`, invites its
 * valid rows in one transaction — invited rows prefilled from the file,
 * invitation links, audit entries and e-mails in multi-row statements, so
 * 5,000 rows take seconds (`npm run bench:import`). A dry run writes nothing,
 * not even an idempotency claim. The file itself is never stored: the
 * idempotency record keeps only the count and the lines found already
 * present, and a replay re-reads the (identical) file to rebuild the answer.
 */
import { eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { ambassadors } from '../../db/schema'
import type { StaffActor } from '../../core/actor'
import type { Deps } from '../../core/deps'
import type { MutationImportAmbassadorsArgs } from '../../schema-types.generated'
import { enqueueMails } from '../../notifications/outbox'
import { FieldErrorsFailure, type FieldError } from '../../core/field-errors'
import { runIdempotent } from '../../security/idempotency'
import { recordAuditBatch } from '../../audit/record'
import { invitationMail, invitedRow, issueInvitations } from '../invitations'
import { statusName } from '../../ambassadors/status'
import { checkRows, type CheckedFile, type CheckedRow } from './check'
import { vocabulary } from './columns'
import { parseCsv, type CsvParse } from './csv'

export interface ImportPayload {
  readonly rows: readonly { line: number; email: string; errors: readonly string[] }[]
  readonly imported: number
  readonly notes: readonly string[]
  readonly fieldErrors: readonly FieldError[]
}

const BATCH = 500

/** Importing reads the organization's vocabulary, writes its ambassadors and links, and mails each invitee in the staff member's language. */
type ImportDeps = Pick<Deps, 'db' | 'org' | 'env' | 'clock' | 'locale'>

async function presentAddresses(db: Db | Tx, orgId: string): Promise<Set<string>> {
  const rows = await db.select({ email: ambassadors.email }).from(ambassadors).where(eq(ambassadors.orgId, orgId))
  return new Set(rows.map((r) => r.email))
}

/** Inserts the valid rows as invitations; returns how many were created. */
async function invite(deps: ImportDeps, tx: Tx, actorEmail: string, valid: readonly CheckedRow[]): Promise<number> {
  const created: { id: string; email: string }[] = []
  for (let start = 0; start < valid.length; start += BATCH) {
    const batch = valid.slice(start, start + BATCH).map((r) => invitedRow(deps.org.id, r.email.toLowerCase(), deps.clock(), r.prefill))
    // Checked against the table inside this transaction; a concurrent invite of the same address is skipped, not doubled.
    created.push(...(await tx.insert(ambassadors).values(batch).onConflictDoNothing().returning({ id: ambassadors.id, email: ambassadors.email })))
  }
  const issued = await issueInvitations(tx, deps, actorEmail, created)
  await recordAuditBatch(
    tx,
    created.map((a) => ({ orgId: deps.org.id, actorEmail, kind: 'ambassador.invite', target: a.id, after: { status: statusName('invited'), source: 'import' } })),
  )
  await enqueueMails(
    tx,
    issued.map((i) => invitationMail(deps, i)),
  )
  return created.length
}

const answer = (file: CheckedFile, imported: number): ImportPayload => ({
  rows: file.rows.map((r) => ({ line: r.line, email: r.email, errors: r.errors })),
  imported,
  notes: file.notes,
  fieldErrors: [],
})

interface Outcome {
  readonly imported: number
  /** Lines whose address was already in the organization when the import ran. */
  readonly presentLines: number[]
}

/** The answer of an earlier import with the same key, rebuilt from its outcome and the same file. */
function replayed(deps: Pick<Deps, 'org' | 'locale'>, parsed: CsvParse, outcome: Outcome): ImportPayload {
  const lines = new Set(outcome.presentLines)
  return answer(
    checkRows(parsed, vocabulary(deps.org), (_, line) => lines.has(line), deps.locale),
    outcome.imported,
  )
}

/** Staff only: the resolver checks and passes the actor. */
export async function importAmbassadors(deps: ImportDeps, actor: StaffActor, args: MutationImportAmbassadorsArgs): Promise<ImportPayload> {
  const parsed = parseCsv(args.csv)
  const words = vocabulary(deps.org)
  try {
    if (args.dryRun) {
      const present = await presentAddresses(deps.db, deps.org.id)
      return answer(
        checkRows(parsed, words, (address) => present.has(address), deps.locale),
        0,
      )
    }
    return await runIdempotent(
      deps.db,
      { orgId: deps.org.id, scope: 'importAmbassadors', key: args.idempotencyKey, subject: `session:${actor.sessionId}`, request: { csv: args.csv }, locale: deps.locale },
      async (tx) => {
        const present = await presentAddresses(tx, deps.org.id)
        const file = checkRows(parsed, words, (address) => present.has(address), deps.locale)
        const imported = await invite(
          deps,
          tx,
          actor.email,
          file.rows.filter((r) => r.errors.length === 0),
        )
        const presentLines = file.rows.filter((r) => present.has(r.email.toLowerCase())).map((r) => r.line)
        return { resultId: JSON.stringify({ imported, presentLines } satisfies Outcome), value: answer(file, imported) }
      },
      (resultId) => Promise.resolve(replayed(deps, parsed, JSON.parse(resultId) as Outcome)),
    )
  } catch (error) {
    if (error instanceof FieldErrorsFailure) return { rows: [], imported: 0, notes: [], fieldErrors: error.fieldErrors }
    throw error
  }
}
