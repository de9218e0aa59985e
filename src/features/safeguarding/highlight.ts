/**
 * Where to highlight safeguarding matches in what a person typed: the API's
 * spans point into the text as SENT (the forms trim it), the live scan's into
 * the field's value; both end up as spans of the value, then as short
 * excerpts around each match (a whole 1,000-character question would bury
 * the one word to change).
 */
import type { TextSpan } from '../../forms/messages'

/** Characters of context kept on each side of a match in an excerpt. */
export const EXCERPT_CONTEXT_CHARS = 32

interface TextPart {
  readonly text: string
  readonly marked: boolean
}

export interface Excerpt {
  /** Text was cut before / after this excerpt (shown as "…"). */
  readonly clippedStart: boolean
  readonly clippedEnd: boolean
  readonly parts: readonly TextPart[]
}

interface CategoryExcerpts {
  readonly category: string
  readonly excerpts: readonly Excerpt[]
}

/**
 * The API's spans (into `value.trim()`, what the form sent) as spans of the
 * field's value; spans that do not fit the value (it changed meanwhile) are dropped.
 */
export function spansInValue(value: string, sentSpans: readonly TextSpan[]): TextSpan[] {
  const lead = value.length - value.trimStart().length
  const sentLength = value.trim().length
  return sentSpans.filter((span) => span.start >= 0 && span.end > span.start && span.end <= sentLength).map((span) => ({ ...span, start: span.start + lead, end: span.end + lead }))
}

/** `text` cut into unmarked and marked parts; `spans` must be sorted and disjoint within [from, to). */
export function markedParts(text: string, spans: readonly TextSpan[], from = 0, to = text.length): TextPart[] {
  const parts: TextPart[] = []
  let at = from
  for (const span of spans) {
    if (span.start < at || span.end > to) continue
    if (span.start > at) parts.push({ text: text.slice(at, span.start), marked: false })
    parts.push({ text: text.slice(span.start, span.end), marked: true })
    at = span.end
  }
  if (at < to) parts.push({ text: text.slice(at, to), marked: false })
  return parts
}

/** Widens [start, end) by the context, stopping at a word boundary when one is near. */
function windowAround(text: string, start: number, end: number): [number, number] {
  let from = Math.max(0, start - EXCERPT_CONTEXT_CHARS)
  if (from > 0) {
    const space = text.indexOf(' ', from)
    if (space !== -1 && space < start) from = space + 1
  }
  let to = Math.min(text.length, end + EXCERPT_CONTEXT_CHARS)
  if (to < text.length) {
    const space = text.lastIndexOf(' ', to)
    if (space >= end) to = space
  }
  return [from, to]
}

/** Per category (in order of first appearance), the excerpts showing its matches; nearby matches share one excerpt. */
export function excerptsByCategory(text: string, spans: readonly TextSpan[]): CategoryExcerpts[] {
  const valid = spans.filter((span) => span.start >= 0 && span.end > span.start && span.end <= text.length).sort((a, b) => a.start - b.start || a.end - b.end)
  const categories = [...new Set(valid.map((span) => span.category))]
  return categories.map((category) => {
    const own = valid.filter((span) => span.category === category)
    const windows: { from: number; to: number; spans: TextSpan[] }[] = []
    for (const span of own) {
      const [from, to] = windowAround(text, span.start, span.end)
      const last = windows.at(-1)
      if (last && from <= last.to && span.start >= (last.spans.at(-1)?.end ?? 0)) {
        last.to = Math.max(last.to, to)
        last.spans.push(span)
      } else if (!last || span.start >= (last.spans.at(-1)?.end ?? 0)) windows.push({ from, to, spans: [span] })
    }
    const excerpts = windows.map(({ from, to, spans: inside }) => ({
      clippedStart: from > 0,
      clippedEnd: to < text.length,
      parts: markedParts(text, inside, from, to),
    }))
    return { category, excerpts }
  })
}
