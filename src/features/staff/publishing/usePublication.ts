import { useEffect, useMemo, useState } from 'react'
import { useMutation } from 'urql'
import { useIdempotencyKey } from '../../../forms'
import { useBrowserQuery } from '../../../graphql/useBrowserQuery'
import { usePageLocale } from '../../../routing/usePageLocale'
import { outcomeOf, PUBLICATION_POLL_MS, type PublicationState } from './publication-outcome'
import { PublicationQuery, PublishSiteMutation, type Publication } from './publishing-operations'
import { useLiveUpdates } from '../../live/useLiveUpdates'
import { getStaffBrowserClient } from '../session/staff-client'
import { PublicationUpdatedSubscription } from './publication-live'

export interface PublicationView {
  readonly publication: Publication | undefined
  readonly loadFailed: boolean
  readonly retry: () => void
  /** The last start or outcome seen on this page, for the live region. */
  readonly outcome: 'started' | 'succeeded' | 'failed' | null
  readonly publishing: boolean
  readonly publishFailed: boolean
  readonly publish: () => Promise<void>
}

/**
 * The publication and its job: read fresh, read again on each live event
 * (started, progress, finished) — and, without a live stream, asked again
 * about every second while a job runs — started with `publishSite`.
 */
export function usePublication(): PublicationView {
  const locale = usePageLocale()
  const variables = useMemo(() => ({ locale }), [locale])
  const query = useBrowserQuery(PublicationQuery, variables, { requestPolicy: 'network-only' })
  const [, publishSite] = useMutation(PublishSiteMutation)
  const idempotency = useIdempotencyKey()
  const read = query.data?.publication
  // The mutation's answer shows at once (RUNNING), until a newer read arrives.
  const [started, setStarted] = useState<{ publication: Publication; over: Publication | undefined } | null>(null)
  const publication = started !== null && started.over === read ? started.publication : read
  const [publishing, setPublishing] = useState(false)
  const [publishFailed, setPublishFailed] = useState(false)
  // The last start or outcome, derived from state changes while rendering (React's "previous render" pattern).
  const [seen, setSeen] = useState<{ state: PublicationState | undefined; outcome: PublicationView['outcome'] }>({ state: undefined, outcome: null })
  if (publication && publication.job.state !== seen.state) setSeen({ state: publication.job.state, outcome: outcomeOf(seen.state, publication) ?? seen.outcome })

  const { refresh, status } = query
  const running = publication?.job.state === 'RUNNING'
  const live = useLiveUpdates(PublicationUpdatedSubscription, {}, { tokens: getStaffBrowserClient().tokens, onEvent: refresh, onConnected: refresh })
  useEffect(() => {
    if (!running || status !== 'success' || live === 'live') return
    const timer = setTimeout(refresh, PUBLICATION_POLL_MS)
    return () => clearTimeout(timer)
  }, [running, status, read, refresh, live])

  const publish = async (): Promise<void> => {
    if (publishing || running) return
    setPublishing(true)
    setPublishFailed(false)
    const result = await publishSite({ idempotencyKey: idempotency.key, locale })
    setPublishing(false)
    const next = result.data?.publishSite
    if (!next) return setPublishFailed(true)
    idempotency.renew()
    setStarted({ publication: next, over: read })
    refresh()
  }

  return { publication, loadFailed: query.status === 'error' && !publication, retry: refresh, outcome: seen.outcome, publishing, publishFailed, publish }
}
