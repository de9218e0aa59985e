/**
 * Messages between the /iframe page and its host (the widget or any page that
 * frames it). Namespaced so other postMessage traffic on the host is ignored;
 * both sides check the other's origin (and window) before acting on a message.
 *
 * frame → host: `ready` (listening: sent once the frame knows its parent is
 * allowed — at hydration from the prerendered list, or only after the live
 * read of the organization when that list alone allows it; an `opened` sent
 * before is lost, so a host sends it again on `ready`), `height`
 * (content height in CSS px, whenever it changes), `close` (Escape inside
 * the frame: a widget closes its panel).
 * host → frame: `opened` (the widget's panel was opened: analytics).
 */
export const MESSAGE_NAMESPACE = 'ambassador-portal'
export const HEIGHT_MESSAGE = `${MESSAGE_NAMESPACE}:height` as const
export const OPENED_MESSAGE = `${MESSAGE_NAMESPACE}:opened` as const
export const READY_MESSAGE = `${MESSAGE_NAMESPACE}:ready` as const
export const CLOSE_MESSAGE = `${MESSAGE_NAMESPACE}:close` as const

export type HeightMessage = { type: typeof HEIGHT_MESSAGE; height: number }
export type OpenedMessage = { type: typeof OPENED_MESSAGE }
export type ReadyMessage = { type: typeof READY_MESSAGE }
export type CloseMessage = { type: typeof CLOSE_MESSAGE }
export type FrameMessage = HeightMessage | ReadyMessage | CloseMessage

/** The `type` of a namespaced message, or undefined for anything else. */
export function messageType(data: unknown): string | undefined {
  const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined
  return typeof type === 'string' && type.startsWith(`${MESSAGE_NAMESPACE}:`) ? type : undefined
}

export function isHeightMessage(data: unknown): data is HeightMessage {
  const message = data as Partial<HeightMessage> | null
  return messageType(data) === HEIGHT_MESSAGE && typeof message?.height === 'number' && Number.isFinite(message.height) && message.height >= 0
}

export function isOpenedMessage(data: unknown): data is OpenedMessage {
  return messageType(data) === OPENED_MESSAGE
}
