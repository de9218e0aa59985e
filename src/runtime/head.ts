import { useEffect, useRef } from 'react'
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

/**
 * Drops any pending update and applies `update` at once: a screen that goes
 * away puts the page's own head back, and its late update must not land on
 * whatever replaced it.
 */
export function replaceHead(update: HeadUpdate): void {
  if (typeof document === 'undefined') return
  clearTimeout(timer)
  pending = { title: update.title, meta: { ...update.meta } }
  flush()
}

/**
 * For screens whose title/meta depend on client data; re-applies when the
 * values change. `restore` (the page's own head, as of the last render) is put
 * back when the screen unmounts while its page stays, e.g. a signed-in area
 * giving way to the sign-in. On a client navigation Vike applies the next
 * page's head after this, so the next page's wins.
 */
export function useHead(update: HeadUpdate | undefined, restore?: HeadUpdate): void {
  // Value keys: callers pass fresh object literals on every render.
  const key = update ? JSON.stringify(update) : ''
  useEffect(() => {
    if (key) scheduleHeadUpdate(JSON.parse(key) as HeadUpdate)
  }, [key])
  const restoreKey = restore ? JSON.stringify(restore) : ''
  const latestRestore = useRef(restoreKey)
  useEffect(() => {
    latestRestore.current = restoreKey
  }, [restoreKey])
  useEffect(
    () => () => {
      if (latestRestore.current) replaceHead(JSON.parse(latestRestore.current) as HeadUpdate)
    },
    [],
  )
}
