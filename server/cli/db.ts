/**
 * `npm run db:migrate` / `npm run db:seed` (`seed --scale 10000` adds the
 * benchmark organization). Uses the same env as the server (DATABASE_URL or
 * PGlite under DATA_DIR).
 */
import { loadEnv } from '../env'
import { openDatabase } from '../db/client'
import { migrateDatabase } from '../db/migrate'
import { ensureDemoStaff, isSeeded, seedDatabase, seedScale } from '../demo/seed'

async function main(): Promise<void> {
  const [command, flag, value] = process.argv.slice(2)
  const env = loadEnv(process.env)
  const database = await openDatabase(env.database)
  try {
    await migrateDatabase(database)
    if (command === 'migrate') {
      console.log('[db] migrations applied')
    } else if (command === 'seed') {
      if (await isSeeded(database.db)) console.log('[db] demo organization already seeded')
      else {
        await seedDatabase(database.db, { extraEmbedOrigins: env.seedEmbedOrigins })
        console.log('[db] seeded organization "demo"')
      }
      await ensureDemoStaff(database.db)
      if (flag === '--scale') {
        const count = Number(value ?? '10000')
        await seedScale(database.db, count)
        console.log(`[db] seeded organization "scale" with ${count} ambassadors`)
      }
    } else {
      console.error('usage: tsx server/cli/db.ts migrate | seed [--scale N]')
      process.exitCode = 1
    }
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error('[db]', error instanceof Error ? error.message : error)
  process.exit(1)
})
