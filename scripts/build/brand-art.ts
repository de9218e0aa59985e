/**
 * The organization drawn as SVG for sharp to render (decision 114): the
 * social card and the monogram icon used when there is no logo. Text is set
 * in DejaVu Sans (Debian's fonts-dejavu, which librsvg finds through
 * fontconfig), in white or near-black, whichever contrasts more with the
 * brand colour — at least 4.5:1, checked by the caller's tests.
 */
import { contrastRatio } from '../../src/contract/colour'

export const CARD_FONT = "'DejaVu Sans', sans-serif"
// Pure black: with white, one of the two always reaches 4.58:1 (near-black would not on mid greys).
const DARK_TEXT = '#000000'
const LIGHT_TEXT = '#ffffff'

/** White or near-black on `background` (`#rrggbb`), whichever reads better. */
export const textColourOn = (background: string): string => (contrastRatio(LIGHT_TEXT, background) >= contrastRatio(DARK_TEXT, background) ? LIGHT_TEXT : DARK_TEXT)

export const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c)

/** Greedy word wrap to `maxChars` per line, at most `maxLines` (the last one ends with … when cut). */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.trim().split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (next.length <= maxChars || !line) line = next
    else {
      lines.push(line)
      line = word
    }
  }
  if (line) lines.push(line)
  if (lines.length <= maxLines) return lines.map((l) => (l.length > maxChars ? `${l.slice(0, maxChars - 1)}…` : l))
  const kept = lines.slice(0, maxLines)
  const last = kept[maxLines - 1] ?? ''
  kept[maxLines - 1] = `${last.slice(0, maxChars - 1).replace(/\s+\S*$/, '') || last.slice(0, maxChars - 1)}…`
  return kept
}

/** Up to two initials: "Demo University" → "DU". */
export function monogramOf(name: string): string {
  const words = name.match(/\p{L}[\p{L}\p{N}'’-]*/gu) ?? []
  const capitalised = words.filter((w) => /^\p{Lu}/u.test(w))
  const chosen = (capitalised.length > 0 ? capitalised : words).slice(0, 2)
  return chosen.map((w) => w.charAt(0).toUpperCase()).join('') || '?'
}

const tspans = (lines: string[], x: number, firstY: number, lineHeight: number): string =>
  lines.map((l, i) => `<tspan x="${x}" y="${firstY + i * lineHeight}">${escapeXml(l)}</tspan>`).join('')

/** The 1200×630 card: name large, tagline below, a bar in the text colour; `iconPx` left free at the top for the icon. */
export function socialCardSvg(o: { name: string; tagline: string; colour: string; width: number; height: number; iconPx: number }): string {
  const ink = textColourOn(o.colour)
  const name = wrapText(o.name, 24, 2)
  const tagline = wrapText(o.tagline, 44, 3)
  // Below the icon when there is one, else vertically centred-ish.
  const top = o.iconPx > 0 ? 80 + o.iconPx + 90 : 200
  const taglineTop = top + 84 * (name.length - 1) + 76
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${o.width}" height="${o.height}" viewBox="0 0 ${o.width} ${o.height}">
<rect width="100%" height="100%" fill="${o.colour}"/>
<rect x="80" y="${o.height - 56}" width="160" height="8" fill="${ink}"/>
<text font-family="${CARD_FONT}" font-weight="bold" font-size="72" fill="${ink}">${tspans(name, 80, top, 84)}</text>
<text font-family="${CARD_FONT}" font-size="38" fill="${ink}">${tspans(tagline, 80, taglineTop, 50)}</text>
</svg>`
}

/** A square icon with the organization's initials; `safeZone` < 1 keeps them inside a maskable icon's circle. */
export function monogramSvg(o: { name: string; colour: string; size: number; safeZone: number }): string {
  const ink = textColourOn(o.colour)
  const letters = monogramOf(o.name)
  const fontSize = Math.round((o.size * o.safeZone * (letters.length > 1 ? 0.55 : 0.75)) / 1)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${o.size}" height="${o.size}" viewBox="0 0 ${o.size} ${o.size}">
<rect width="100%" height="100%" fill="${o.colour}"/>
<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="${CARD_FONT}" font-weight="bold" font-size="${fontSize}" fill="${ink}">${escapeXml(letters)}</text>
</svg>`
}
