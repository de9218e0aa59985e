import { useEffect, useRef } from 'react'
import { useClient } from 'urql'
import { MarkThreadReadMutation } from './conversation-operations'

/**
 * Tells the API the visitor has seen the conversation up to `newestId` (the
 * newest message on screen; null while there is no answer to have read), so
 * those answers are not e-mailed (issue 33, decision 144). Only while the tab
 * is visible: a page left open in a hidden tab has shown nothing to anyone,
 * and its answers are mailed; coming back to the tab sends the receipt then.
 * Each message is reported once; a failed receipt costs an e-mail, nothing more.
 */
export function useReadReceipt(threadId: string, token: string | undefined, newestId: string | null): void {
  const client = useClient()
  const sent = useRef<string | null>(null)
  useEffect(() => {
    if (newestId === null) return
    const send = (): void => {
      if (document.visibilityState !== 'visible' || sent.current === newestId) return
      sent.current = newestId
      void client
        .mutation(MarkThreadReadMutation, { threadId, token: token ?? null, upTo: newestId }, { requestPolicy: 'network-only' })
        .toPromise()
        .then((result) => {
          // Not stored: the next display or return to the tab tries again.
          if (result.error && sent.current === newestId) sent.current = null
        })
    }
    send()
    document.addEventListener('visibilitychange', send)
    return () => document.removeEventListener('visibilitychange', send)
  }, [client, threadId, token, newestId])
}
