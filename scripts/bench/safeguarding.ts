/**
 * `npm run bench:safeguarding` (issue 32): how long the default rules take to
 * screen a 1,000-character message (p50 and p99 over the corpus's messages
 * padded to that length, after a warm-up), and the catch and false-alarm
 * rates on the contact-details corpus, per language. Writes
 * `.bench/safeguarding.json`, which `npm run bench` shows.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { scanText } from '../../src/contract/safeguarding/scan'
import { DEFAULT_SAFEGUARDING_RULES } from '../../src/contract/safeguarding/types'
import { CONTACT_CORPUS, corpusRates, formatRates } from '../../tests/fixtures/contact-corpus'
import { root } from './server'

const LENGTH = 1_000
const BUDGET_MS = 5
const CATCH_GOAL = 0.98
const ALARM_GOAL = 0.01
const FILLER = 'I would like to know more about the course, the campus and life in the city, the clubs, the sports and how the first year goes. '

/** A message of exactly LENGTH characters: the corpus text in the middle of ordinary filler. */
const padded = (text: string): string => {
  const half = FILLER.repeat(10).slice(0, Math.max(0, (LENGTH - text.length) / 2))
  return `${half}${text}${FILLER.repeat(10)}`.slice(0, LENGTH)
}

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

const messages = CONTACT_CORPUS.map((message) => padded(message.text))
for (const text of messages.slice(0, 200)) scanText(text, DEFAULT_SAFEGUARDING_RULES)
const times: number[] = []
for (let round = 0; round < 3; round++) {
  for (const text of messages) {
    const started = performance.now()
    scanText(text, DEFAULT_SAFEGUARDING_RULES)
    times.push(performance.now() - started)
  }
}
const rates = corpusRates((message) => scanText(message.text, DEFAULT_SAFEGUARDING_RULES).length > 0)
const p99 = percentile(times, 99)
const figures = [
  { name: `screening a ${LENGTH}-character message, p50 (${times.length} scans)`, value: percentile(times, 50).toFixed(2), unit: 'ms', goal: 'reported only' },
  { name: `screening a ${LENGTH}-character message, p99 (${times.length} scans)`, value: p99.toFixed(2), unit: 'ms', goal: `≤ ${BUDGET_MS}`, pass: p99 <= BUDGET_MS },
  ...rates.flatMap((rate) => [
    {
      name: `${rate.locale}: disguised contact details caught (${rate.caught} of ${rate.disguised})`,
      value: ((100 * rate.caught) / rate.disguised).toFixed(1),
      unit: '%',
      goal: `≥ ${100 * CATCH_GOAL}`,
      pass: rate.caught / rate.disguised >= CATCH_GOAL,
    },
    {
      name: `${rate.locale}: false alarms on ordinary messages (${rate.falseAlarms} of ${rate.ordinary})`,
      value: ((100 * rate.falseAlarms) / rate.ordinary).toFixed(1),
      unit: '%',
      goal: `≤ ${100 * ALARM_GOAL}`,
      pass: rate.falseAlarms / rate.ordinary <= ALARM_GOAL,
    },
  ]),
]
mkdirSync(join(root, '.bench'), { recursive: true })
writeFileSync(join(root, '.bench', 'safeguarding.json'), JSON.stringify({ measuredAt: new Date().toISOString(), figures }, null, 2))
console.log(formatRates(rates))
for (const figure of figures) console.log(`${figure.name}: ${figure.value} ${figure.unit} (goal ${figure.goal})`)
