import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { expect } from '@playwright/test'
import { E2E_PORT } from './environment'

/**
 * One sign-in per account at a time, across workers. A test reads the newest
 * code e-mailed to the account, which may be another test's: and since a code
 * is bound to the browser that asked for it (decision 142), typing another's
 * code is a wrong guess that uses up the account's hourly allowance, so
 * parallel sign-ins to one account (the staff owner's, in many specs) failed
 * once enough races had happened. The lock is a directory in this run's
 * output folder, which Playwright empties when a run starts.
 */
export async function withAccountLock<T>(email: string, run: () => Promise<T>): Promise<T> {
  const parent = join('.test-data', `e2e-results-${E2E_PORT}`, 'sign-in-locks')
  await mkdir(parent, { recursive: true })
  const lock = join(parent, encodeURIComponent(email))
  // Free when mkdir succeeds: it fails while another worker holds the directory.
  await expect
    .poll(
      () =>
        mkdir(lock).then(
          () => true,
          () => false,
        ),
      { timeout: 60_000, intervals: [50] },
    )
    .toBe(true)
  try {
    return await run()
  } finally {
    await rm(lock, { recursive: true, force: true })
  }
}
