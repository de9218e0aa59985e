/**
 * The frame's side of the postMessage protocol (src/widget/protocol.ts),
 * framework-free so it is unit-testable: report the content height whenever
 * it changes, say `ready`, forward Escape as `close`, and accept `opened`
 * only from the parent window at the allowed origin.
 */
import { CLOSE_MESSAGE, HEIGHT_MESSAGE, isOpenedMessage, READY_MESSAGE, type FrameMessage } from '../../widget/protocol'

export interface FrameMessagingOptions {
  /** The parent's origin, already checked against the organization's list. */
  readonly parentOrigin: string
  readonly onOpened: () => void
}

/** The page's content height: the <html> box (its height follows content, not the frame). */
const contentHeight = (): number => Math.ceil(document.documentElement.getBoundingClientRect().height)

export function startFrameMessaging({ parentOrigin, onOpened }: FrameMessagingOptions): () => void {
  const parent = window.parent
  const post = (message: FrameMessage): void => parent.postMessage(message, parentOrigin)

  const onMessage = (event: MessageEvent): void => {
    // Another frame of the host page, or the host page at another origin: ignored.
    if (event.source !== parent || event.origin !== parentOrigin) return
    if (isOpenedMessage(event.data)) onOpened()
  }
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && !event.defaultPrevented) post({ type: CLOSE_MESSAGE })
  }
  let reported = -1
  const reportHeight = (): void => {
    const height = contentHeight()
    if (height === reported) return
    reported = height
    post({ type: HEIGHT_MESSAGE, height })
  }
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reportHeight)

  window.addEventListener('message', onMessage)
  document.addEventListener('keydown', onKeyDown)
  observer?.observe(document.documentElement)
  // Listening now: a widget that was opened before this point sends `opened` again.
  post({ type: READY_MESSAGE })
  reportHeight()
  return () => {
    window.removeEventListener('message', onMessage)
    document.removeEventListener('keydown', onKeyDown)
    observer?.disconnect()
  }
}
