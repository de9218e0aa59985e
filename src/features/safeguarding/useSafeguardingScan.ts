import { useEffect, useMemo, useState } from 'react'
import type { TextSpan } from '../../forms/messages'
import { useDebouncedValue } from '../../forms/useDebouncedValue'
import { useBrowserQuery } from '../../graphql/useBrowserQuery'
import { PublicSafeguardingRulesQuery, toRuleSet } from './public-rules'

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
  const rules = useBrowserQuery(PublicSafeguardingRulesQuery, {}, { pause: !writing })
  const [scanText, setScanText] = useState<ScanText | null>(null)
  useEffect(() => {
    if (!writing) return
    let current = true
    loadScanner()
      .then((scan) => current && setScanText(() => scan))
      .catch(() => {})
    return () => {
      current = false
    }
  }, [writing])
  const safeguarding = rules.data?.organization.safeguarding
  const ruleSet = useMemo(() => (safeguarding ? toRuleSet(safeguarding) : null), [safeguarding])
  return useMemo(() => {
    if (!scanText || !ruleSet || !writing) return { text: settled, spans: [] }
    const spans = scanText(settled, ruleSet)
      .filter((match) => match.action === 'BLOCK')
      .map(({ start, end, category }) => ({ start, end, category }))
    return { text: settled, spans }
  }, [scanText, ruleSet, settled, writing])
}
