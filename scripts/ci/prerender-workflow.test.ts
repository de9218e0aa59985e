/**
 * The prerender workflow an organization copies (.github/workflows/prerender.yml)
 * must be a valid GitHub Actions workflow: checked with @action-validator/cli,
 * the validator GitHub's own schema is published for.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { PUBLISH_DISPATCH_EVENT } from '../../server/publishing/webhook-request'

const root = new URL('../..', import.meta.url).pathname
const workflowFile = join(root, '.github/workflows/prerender.yml')
const workflow = readFileSync(workflowFile, 'utf8')
const scratch = mkdtempSync(join(tmpdir(), 'workflow-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

function validate(file: string): { status: number | null; output: string } {
  const result = spawnSync(join(root, 'node_modules/.bin/action-validator'), [file], { encoding: 'utf8' })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

describe('the prerender workflow', () => {
  it('passes the workflow validator', () => {
    const { status, output } = validate(workflowFile)
    expect(output).toBe('')
    expect(status).toBe(0)
  })

  it('is checked for real: the validator rejects a job without runs-on', () => {
    const broken = join(scratch, 'broken.yml')
    writeFileSync(broken, workflow.replace('runs-on:', 'runs_on:'))
    expect(validate(broken).status).not.toBe(0)
  })

  it('runs hourly and on the publish webhook, on Node 24, and prerenders against API_URL', () => {
    expect(workflow).toMatch(/^ {2}schedule:\n {4}- cron: '[^']+'$/m)
    // The event type the API's publish webhook sends to GitHub.
    expect(workflow).toMatch(new RegExp(`^ {2}repository_dispatch:\\n {4}types: \\[${PUBLISH_DISPATCH_EVENT}\\]$`, 'm'))
    expect(workflow).toMatch(/node-version: 24$/m)
    expect(workflow).toMatch(/^ {6}API_URL: \$\{\{ vars\.API_URL \}\}$/m)
    expect(workflow).toMatch(/run: npm run prerender$/m)
    expect(workflow).toMatch(/dist\/client/)
  })
})
