import { useEffect } from 'react'
import { HEAD_UPDATE_DEBOUNCE_MS } from './constants'

/**
 * Head tags (seed §9): title and `<meta>` updates are merged and applied
 * HEAD_UPDATE_DEBOUNCE_MS after the last request, so a page whose data
 * arrives in several pieces touches the DOM (and screen readers' title
 * announcements) once. Server-rendered head tags come from Vike's config.
 */
export interface HeadUpdate {
  title?: string
  /** `name` or `property` → content; `og:*`-style keys become `property` metas. */
  meta?: Record<string, string>
}

let pending: { title?: string; meta: Record<string, string> } = { meta: {} }
let timer: ReturnType<typeof setTimeout> | undefined

// Open Graph and friends use `property`; everything else (description, twitter:*) uses `name`.
const isProperty = (key: string): boolean => /^(og|article|book|profile|fb):/.test(key)

function setMeta(key: string, content: string): void {
  const attribute = isProperty(key) ? 'property' : 'name'
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${CSS.escape(key)}"]`)
  if (!tag) {
    tag = document.createElement('meta')
    tag.setAttribute(attribute, key)
    document.head.append(tag)
  }
  tag.content = content
}

function flush(): void {
  const { title, meta } = pending
  pending = { meta: {} }
  if (title !== undefined && document.title !== title) document.title = title
  for (const [key, content] of Object.entries(meta)) setMeta(key, content)
}

/** Merge `update` into the pending one (later values win) and (re)start the debounce. */
export function scheduleHeadUpdate(update: HeadUpdate): void {
  if (typeof document === 'undefined') return
  pending = {
    title: update.title ?? pending.title,
    meta: { ...pending.meta, ...update.meta },
  }
  clearTimeout(timer)
  timer = setTimeout(flush, HEAD_UPDATE_DEBOUNCE_MS)
}

/** For pages whose title/meta depend on client data; re-applies when the values change. */
export function useHead(update: HeadUpdate | undefined): void {
  // A value key: callers pass fresh object literals on every render.
  const key = update ? JSON.stringify(update) : ''
  useEffect(() => {
    if (key) scheduleHeadUpdate(JSON.parse(key) as HeadUpdate)
  }, [key])
}
