/**
 * Who frames this page. Messages go to the parent only when its origin is one
 * the organization allows (or our own): `location.ancestorOrigins` where the
 * browser has it (Chromium, WebKit), else the referrer's origin, else the
 * origin the ?lang= redirect remembered (its navigation replaced the referrer).
 * postMessage's target origin then guarantees nobody else receives them.
 */
import { EMBEDDER_STORAGE_KEY } from './lang-redirect'

export interface FrameWindow {
  readonly self: unknown
  readonly parent: unknown
  readonly location: { readonly origin: string; readonly ancestorOrigins?: ArrayLike<string> }
  readonly document: { readonly referrer: string }
  readonly sessionStorage?: Pick<Storage, 'getItem'>
}

const originOf = (url: string | null | undefined): string | null => {
  if (!url) return null
  try {
    const origin = new URL(url).origin
    return origin === 'null' ? null : origin
  } catch {
    return null
  }
}

function rememberedEmbedder(win: FrameWindow): string | null {
  try {
    return originOf(win.sessionStorage?.getItem(EMBEDDER_STORAGE_KEY))
  } catch {
    // Storage refused in a third-party frame: nothing remembered.
    return null
  }
}

/** The framing page's origin as far as the browser tells, or null when not framed. */
export function embedderOrigin(win: FrameWindow): string | null {
  if (win.parent === win.self) return null
  const ancestors = win.location.ancestorOrigins
  if (ancestors && ancestors.length > 0) return originOf(ancestors[0])
  const referrer = originOf(win.document.referrer)
  // Our own origin as referrer usually means a navigation inside the frame, not the parent.
  if (referrer && referrer !== win.location.origin) return referrer
  return rememberedEmbedder(win) ?? referrer
}

/** The parent origin when the organization allows it to embed us, else null. */
export function allowedParentOrigin(win: FrameWindow, allowedOrigins: readonly string[]): string | null {
  const parent = embedderOrigin(win)
  if (parent === null) return null
  const allowed = new Set([win.location.origin, ...allowedOrigins.map((origin) => originOf(origin)).filter((o): o is string => o !== null)])
  return allowed.has(parent) ? parent : null
}
