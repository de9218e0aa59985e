import { navigate } from 'vike/client/router'
import { localizePath } from '../../routing/locale-url'
import type { Locale } from '../../contract/locale'
import type { SentQuestion } from './ask-question'
import { rememberSent } from './sent-confirmation'

/** The thread link, as in the notification email (token included when the API gave one). */
export function threadPath(sent: Pick<SentQuestion, 'thread' | 'threadToken'>): string {
  const token = sent.threadToken ? `&token=${encodeURIComponent(sent.threadToken)}` : ''
  return `/question?thread=${encodeURIComponent(sent.thread.id)}${token}`
}

/**
 * After `QuestionForm`'s `onSent`: go to the thread view, which opens with
 * the "on its way" confirmation (focused). Any page embedding the form can
 * use it (/question, /matchQuestion).
 */
export function showSentThread(sent: SentQuestion, locale: Locale): Promise<void> {
  rememberSent({ threadId: sent.thread.id, email: sent.email })
  return navigate(localizePath(threadPath(sent), locale))
}
