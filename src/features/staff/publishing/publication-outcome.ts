import type { Publication } from './publishing-operations'

/** How often the console asks how a running publish is doing. */
export const PUBLICATION_POLL_MS = 1000

export type PublicationState = Publication['job']['state']

/**
 * What to announce when the job's state moves: the start, then the outcome
 * of a run this page watched (a page opened after it finished announces nothing).
 */
export function outcomeOf(previous: PublicationState | undefined, next: Publication): 'started' | 'succeeded' | 'failed' | null {
  if (previous === next.job.state) return null
  if (next.job.state === 'RUNNING') return 'started'
  if (previous !== 'RUNNING') return null
  if (next.job.state === 'SUCCEEDED') return 'succeeded'
  if (next.job.state === 'FAILED') return 'failed'
  return null
}
