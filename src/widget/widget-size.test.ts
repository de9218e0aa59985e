import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { buildWidget } from '../../scripts/build/widget'
import { formatKb, WIDGET_GZIP_BUDGET } from '../../scripts/bench/budgets'

// The size budget on the real build step, without building the site: the
// same scripts/build/widget.ts the build runs, into a temporary folder.
// (tests/e2e/quality/budgets.spec.ts checks the built site's copy too.)
describe('widget.js budget', () => {
  const out = mkdtempSync(join(tmpdir(), 'widget-size-'))
  afterAll(() => rmSync(out, { recursive: true, force: true }))

  it('is one self-contained script of at most 4 KB gzip', { timeout: 60_000 }, async () => {
    await buildWidget(out)
    const code = readFileSync(join(out, 'widget.js'))
    const gzip = gzipSync(code, { level: 9 }).length
    expect(gzip, `widget.js is ${formatKb(gzip)} gzip`).toBeLessThanOrEqual(WIDGET_GZIP_BUDGET)
    // No framework and no module loading: a host page runs it with a plain <script>.
    const text = code.toString('utf8')
    expect(text).not.toMatch(/\bimport\s*\(|\bfrom\s*["']|react/i)
    expect(text).toContain('attachShadow')
  })
})
