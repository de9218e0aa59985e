import { useMutation } from 'urql'
import { ReportConversation } from '../../safeguarding/ReportConversation'
import { payloadOrThrow } from '../shared/field-errors'
import { REFRESH_INBOX, ReportQuestionMutation, type InboxQuestion } from './inbox-operations'

/** "Report this conversation" on an inbox question; the lists are read again, so it comes back under review. */
export function InboxReport({ question }: { question: InboxQuestion }) {
  const [, report] = useMutation(ReportQuestionMutation)
  const send = async (reason: string) => {
    const result = await report({ questionId: question.id, reason }, REFRESH_INBOX)
    return payloadOrThrow(result.data?.reportQuestion, result.error)
  }
  return <ReportConversation id={`question-${question.id}`} underReview={question.underReview} send={send} />
}
