import { useClient } from 'urql'
import { ReportConversation } from '../safeguarding/ReportConversation'
import { ReportConversationMutation } from './question-operations'

/**
 * The visitor's "Report this conversation" on the thread page, with the
 * link's token (or none: the visitor session that asked). After the report
 * the thread is read again: it comes back under review.
 */
export function ThreadReport({ threadId, token, underReview, onReported }: { threadId: string; token: string | undefined; underReview: boolean; onReported: () => void }) {
  const client = useClient()
  const send = async (reason: string) => {
    const result = await client.mutation(ReportConversationMutation, { threadId, token: token ?? '', reason }, { requestPolicy: 'network-only' }).toPromise()
    if (result.error || !result.data) throw result.error ?? new Error('reportConversation returned no data')
    return result.data.reportConversation
  }
  return <ReportConversation id="thread" underReview={underReview} send={send} onReported={onReported} />
}
