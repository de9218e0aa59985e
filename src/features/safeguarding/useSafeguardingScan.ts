import { useEffect, useMemo, useState } from 'react'
import { useClient, type Client } from 'urql'
import type { SafeguardingRuleSet } from '../../contract/safeguarding/types'
import type { TextSpan } from '../../forms/messages'
import { useDebouncedValue } from '../../forms/useDebouncedValue'

/** The live check runs once typing pauses this long. */
const SAFEGUARDING_SCAN_DEBOUNCE_MS = 300

type ScanText = typeof import('../../contract/safeguarding/scan').scanText

// One download for every field of the page; a failure (offline) is tried again by the next form.
let scanner: Promise<ScanText> | undefined
function loadScanner(): Promise<ScanText> {
  scanner ??= import('../../contract/safeguarding/scan').then((module) => module.scanText)
  scanner.catch(() => {
    scanner = undefined
  })
  return scanner
}

// The organization's public rules, through the client's cache (every field of
// the page shares one answer); their query document loads with them, not with the page.
async function loadRules(client: Client): Promise<SafeguardingRuleSet> {
  const { PublicSafeguardingRulesQuery, toRuleSet } = await import('./public-rules')
  const result = await client.query(PublicSafeguardingRulesQuery, {}).toPromise()
  if (!result.data) throw result.error ?? new Error('No safeguarding rules')
  return toRuleSet(result.data.organization.safeguarding)
}

type Checker = { readonly scanText: ScanText; readonly ruleSet: SafeguardingRuleSet }

interface LiveScan {
  /** The text as it was when checked (typing may have gone on since). */
  readonly text: string
  readonly spans: readonly TextSpan[]
}

/**
 * What the organization's BLOCK rules would refuse in `text`, checked as the
 * person types (debounced) with the same `scanText` as the API. The scanner
 * and the rules load once the person writes, never with the page's first screen;
 * until both are here (or if either fails) nothing is reported and the
 * API's answer on submit still says it all.
 */
export function useSafeguardingScan(text: string): LiveScan {
  const settled = useDebouncedValue(text, SAFEGUARDING_SCAN_DEBOUNCE_MS)
  // Nothing is fetched for a form nobody writes in.
  const writing = settled.trim() !== ''
  const client = useClient()
  const [checker, setChecker] = useState<Checker | null>(null)
  const ready = checker !== null
  useEffect(() => {
    if (!writing || ready) return
    let current = true
    Promise.all([loadScanner(), loadRules(client)])
      .then(([scanText, ruleSet]) => current && setChecker({ scanText, ruleSet }))
      .catch(() => {})
    return () => {
      current = false
    }
  }, [writing, ready, client])
  return useMemo(() => {
    if (!checker || !writing) return { text: settled, spans: [] }
    const spans = checker
      .scanText(settled, checker.ruleSet)
      .filter((match) => match.action === 'BLOCK')
      .map(({ start, end, category }) => ({ start, end, category }))
    return { text: settled, spans }
  }, [checker, settled, writing])
}
