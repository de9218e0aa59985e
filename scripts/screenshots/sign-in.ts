/**
 * Signing in to the demo's areas the way a person does (README, "Signing in
 * to the demo"): the e-mail step, then the 6-digit code the demo server
 * writes to its log. The session then lives in the context's cookie, so one
 * sign-in serves every screenshot of that area.
 */
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'

export interface SignInWords {
  readonly email: string
  readonly sendCode: string
  readonly codeLabel: string
  readonly submit: string
  readonly signOut: string
}

const codeLines = (logFile: string, email: string): string[] =>
  readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => line.includes(`to=${email} `) && line.includes('kind=sign_in_code'))

/** Waits for a code line the log did not have before (`seen` lines), and returns its code. */
async function nextCode(logFile: string, email: string, seen: number): Promise<string> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const line = codeLines(logFile, email)[seen]
    const code = line?.match(/code=(\d{6})/)?.[1]
    if (code) return code
    if (Date.now() > deadline) throw new Error(`no sign-in code for ${email} in ${logFile}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

export async function signIn(page: Page, url: string, email: string, words: SignInWords, logFile: string): Promise<void> {
  await page.goto(url)
  await page.locator('html[data-lifecycle="interactive"]').waitFor({ state: 'attached' })
  const seen = codeLines(logFile, email).length
  await page.getByLabel(words.email).fill(email)
  await page.getByRole('button', { name: words.sendCode }).click()
  await page.getByLabel(words.codeLabel).fill(await nextCode(logFile, email, seen))
  await page.getByRole('button', { name: words.submit, exact: true }).click()
  await page.getByRole('button', { name: words.signOut }).waitFor()
}
