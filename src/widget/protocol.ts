/**
 * Messages between the /iframe page and its host (the widget or any page that
 * frames it). Namespaced so other postMessage traffic on the host is ignored;
 * both sides check the other's origin before acting on a message.
 */
export const MESSAGE_NAMESPACE = 'ambassador-portal'
export const HEIGHT_MESSAGE = `${MESSAGE_NAMESPACE}:height` as const
export const OPENED_MESSAGE = `${MESSAGE_NAMESPACE}:opened` as const

export type HeightMessage = { type: typeof HEIGHT_MESSAGE; height: number }
export type OpenedMessage = { type: typeof OPENED_MESSAGE }

export function isHeightMessage(data: unknown): data is HeightMessage {
  const message = data as Partial<HeightMessage> | null
  return (
    typeof message === 'object' &&
    message !== null &&
    message.type === HEIGHT_MESSAGE &&
    typeof message.height === 'number' &&
    Number.isFinite(message.height) &&
    message.height >= 0
  )
}

export function isOpenedMessage(data: unknown): data is OpenedMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === OPENED_MESSAGE
}
