/**
 * `npm run org:create -- --slug acme --name "Acme University" --owner someone@acme.example [--country FR]`:
 * creates an organization and its first owner on the configured database
 * (DATABASE_URL, or the embedded one), migrating it first. The owner then
 * signs in to /staff with a code e-mailed to that address.
 */
import { parseArgs } from 'node:util'
import { openDatabase } from '../server/db/client'
import { migrateDatabase } from '../server/db/migrate'
import { EnvError, loadDatabaseEnv } from '../server/env'
import { createOrganization, organizationProblems } from '../server/organizations/create-organization'

const USAGE = 'usage: npm run org:create -- --slug <slug> --name "<name>" --owner <e-mail> [--country <ISO code>]'

function parsed() {
  try {
    return parseArgs({ options: { slug: { type: 'string' }, name: { type: 'string' }, owner: { type: 'string' }, country: { type: 'string' } }, strict: true }).values
  } catch (error) {
    console.error(`✗ ${error instanceof Error ? error.message : String(error)}\n${USAGE}`)
    process.exit(1)
  }
}
const values = parsed()
const input = { slug: values.slug ?? '', name: values.name ?? '', owner: values.owner ?? '', country: values.country }
const problems = organizationProblems(input)
if (problems.length > 0) {
  console.error([...problems.map((p) => `✗ ${p}`), USAGE].join('\n'))
  process.exit(1)
}
let config
try {
  config = loadDatabaseEnv(process.env)
} catch (error) {
  console.error(error instanceof EnvError ? error.message : String(error))
  process.exit(1)
}
const database = await openDatabase(config)
try {
  await migrateDatabase(database)
  await createOrganization(database.db, input)
  console.log(`✓ organization "${input.slug}" created; ${input.owner.trim().toLowerCase()} is its owner. They sign in at /staff on the site with a code e-mailed to that address.`)
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  await database.close()
}
