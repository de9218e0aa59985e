/**
 * The /iframe query string: what the frame shows and how its actions behave.
 *   ?view=carousel|list      one ambassador at a time, or a list (default)
 *   ?ambassadors=<id,id>     only these ambassadors, in this order
 *   ?ask=<id> / ?meet=<id>   the question or booking form inside the frame
 *   ?target=top              Ask / Book open the full page in a new tab instead
 *   ?lang=en|fr              handled before the page renders (lang-redirect.ts)
 * Malformed values never reach here: the iframeQuery route middleware 404s them.
 */
export type EmbedView = 'list' | 'carousel'

export interface EmbedParams {
  readonly view: EmbedView
  /** Null: the default ambassadors (prerendered). */
  readonly ids: readonly string[] | null
  readonly ask: string | null
  readonly meet: string | null
  /** Actions open the full portal in a new tab. */
  readonly openInNewTab: boolean
}

/** Most ambassadors a `?ambassadors=` list shows. */
export const EMBED_MAX_IDS = 20

export function parseEmbedParams(search: Readonly<Record<string, string | undefined>>): EmbedParams {
  const ids = search.ambassadors ? [...new Set(search.ambassadors.split(',').filter(Boolean))].slice(0, EMBED_MAX_IDS) : []
  return {
    view: search.view === 'carousel' ? 'carousel' : 'list',
    ids: ids.length ? ids : null,
    ask: search.ask || null,
    meet: search.ask ? null : search.meet || null,
    openInNewTab: search.target === 'top',
  }
}

/**
 * The /iframe URL (logical path, no locale prefix) of another state of the
 * frame, keeping how the frame was configured (view, ambassadors, target,
 * source) and dropping the other state.
 */
export function embedStatePath(search: Readonly<Record<string, string | undefined>>, state: { ask?: string; meet?: string }): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && key !== 'ask' && key !== 'meet' && key !== 'lang') query.set(key, value)
  }
  if (state.ask) query.set('ask', state.ask)
  if (state.meet) query.set('meet', state.meet)
  // Commas stay readable in `ambassadors=a,b` (they need no escaping in a query).
  const text = query.toString().replace(/%2C/gi, ',')
  return text ? `/iframe?${text}` : '/iframe'
}
