import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useClient } from 'urql'
import { useInlinePanel } from '../../../components/useInlinePanel'
import { CloseConversationMutation } from './conversation-operations'

/**
 * "Close this conversation", confirmed in place (no modal): the confirmation
 * takes focus so it is read out; Cancel puts focus back on the button. A
 * failure says so beside the buttons and keeps the conversation open.
 */
export function CloseConversation({ threadId, token, onClosed }: { threadId: string; token: string | undefined; onClosed: () => void }) {
  const { t } = useTranslation()
  const client = useClient()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const { open, setOpen, trigger, cancel } = useInlinePanel(() => setFailed(false))
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (open) box.current?.focus()
  }, [open])
  const confirm = async (): Promise<void> => {
    setBusy(true)
    setFailed(false)
    const result = await client.mutation(CloseConversationMutation, { threadId, token: token ?? null }, { requestPolicy: 'network-only' }).toPromise()
    setBusy(false)
    const payload = result.data?.closeConversation
    if (result.error || !payload || payload.fieldErrors.length > 0) setFailed(true)
    else onClosed()
  }
  if (!open) {
    return (
      <button ref={trigger} type="button" className="button button-secondary" onClick={() => setOpen(true)}>
        {t('question.conversation.close')}
      </button>
    )
  }
  return (
    <div className="thread-confirm" role="group" aria-labelledby="thread-close-question" tabIndex={-1} ref={box}>
      <p id="thread-close-question">{t('question.conversation.closeConfirm')}</p>
      {failed && (
        <p className="field-error" role="alert">
          {t('question.conversation.closeFailed')}
        </p>
      )}
      <button type="button" className="button" disabled={busy} onClick={() => void confirm()}>
        {t('question.conversation.closeYes')}
      </button>{' '}
      <button type="button" className="button button-secondary" disabled={busy} onClick={cancel}>
        {t('question.conversation.closeNo')}
      </button>
    </div>
  )
}
