/**
 * The demo's faces (issue 34): a flat illustrated portrait per generated
 * ambassador, drawn here as SVG from a seed — no stock photo, no model, no
 * licence to track. The same seed always draws the same face, so the demo
 * looks the same on every machine. Shapes sit on a 100 × 100 grid; the seed
 * picks skin, hair (style and colour), clothes, background and a few extras
 * (glasses, beard, headscarf). Colours were picked for a warm, varied crowd.
 */
import { createRandom, type Random } from '../seed-data/prng'

const SKIN = ['#f6d5b5', '#eec39a', '#d9a066', '#c68642', '#a5693a', '#8d5524', '#6b4226', '#4a2c1a'] as const
const HAIR = ['#1b1512', '#2f1f16', '#4b3121', '#6f4a2b', '#9a6b3f', '#c99a5b', '#e2c07d', '#7b2f1f'] as const
const CLOTHES = ['#1e3a8a', '#0f766e', '#9f1239', '#6d28d9', '#c2410c', '#334155', '#15803d', '#be185d', '#0e7490', '#a16207'] as const
const BACKDROP = ['#dbeafe', '#fde68a', '#fbcfe8', '#bbf7d0', '#e9d5ff', '#fed7aa', '#cffafe', '#fecaca', '#e0e7ff'] as const
const SCARF = ['#0f766e', '#9f1239', '#1e3a8a', '#6d28d9', '#a16207', '#334155'] as const

type HairStyle = 'short' | 'side' | 'curly' | 'long' | 'bun' | 'shaved' | 'scarf'
const STYLES: readonly HairStyle[] = ['short', 'short', 'side', 'curly', 'curly', 'long', 'long', 'bun', 'shaved', 'scarf']

/** 0–2³²: a seed from any text (FNV-1a), e.g. an ambassador's id. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0
  return hash
}

/** Behind the head: long hair falls to the shoulders; a headscarf frames the face and drapes. */
function behindHead(style: HairStyle, hair: string, scarf: string): string {
  if (style === 'long') return `<path d="M27 44 C26 22 40 14 50 14 C62 14 74 22 73 44 L76 80 L24 80 Z" fill="${hair}"/>`
  if (style === 'scarf') return `<path d="M24 48 C24 22 38 14 50 14 C62 14 76 22 76 48 C76 66 70 76 84 100 L16 100 C30 76 24 66 24 48 Z" fill="${scarf}"/>`
  return ''
}

/** On top of the head. */
function hairOnTop(style: HairStyle, hair: string, random: Random): string {
  switch (style) {
    case 'short':
    case 'long':
      return `<path d="M30 44 C28 22 40 17 50 17 C61 17 72 22 70 44 C67 33 60 28 50 28 C41 28 33 33 30 44 Z" fill="${hair}"/>`
    case 'side':
      return `<path d="M30 44 C28 21 42 16 52 17 C63 18 72 25 70 42 C64 30 54 27 44 30 C38 32 33 37 30 44 Z" fill="${hair}"/>`
    case 'curly': {
      const curls = Array.from({ length: 9 }, (_, i) => {
        const angle = Math.PI * (1.05 + (i / 8) * 0.9)
        const x = 50 + Math.cos(angle) * 19
        const y = 36 + Math.sin(angle) * 18
        return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${random.int(6, 8)}" fill="${hair}"/>`
      })
      return curls.join('')
    }
    case 'bun':
      return `<circle cx="50" cy="15" r="8" fill="${hair}"/><path d="M30 44 C28 22 40 19 50 19 C61 19 72 22 70 44 C67 33 60 29 50 29 C41 29 33 33 30 44 Z" fill="${hair}"/>`
    case 'shaved':
      return `<path d="M31 40 C31 25 41 21 50 21 C60 21 69 25 69 40 C64 31 57 28 50 28 C43 28 36 31 31 40 Z" fill="${hair}" opacity=".55"/>`
    case 'scarf':
      return ''
  }
}

function face(hair: string, random: Random): string {
  const parts = [
    // Eyes, brows, cheeks and a smile.
    `<ellipse cx="42" cy="46" rx="1.9" ry="2.3" fill="#1f1a17"/><ellipse cx="58" cy="46" rx="1.9" ry="2.3" fill="#1f1a17"/>`,
    `<path d="M38.5 41 Q42 39 45.5 41 M54.5 41 Q58 39 61.5 41" stroke="${hair}" stroke-width="1.6" fill="none" stroke-linecap="round"/>`,
    `<circle cx="38" cy="53" r="3" fill="#e11d48" opacity=".12"/><circle cx="62" cy="53" r="3" fill="#e11d48" opacity=".12"/>`,
    random.chance(0.5)
      ? `<path d="M43.5 55 Q50 61 56.5 55" stroke="#6b2d22" stroke-width="1.8" fill="none" stroke-linecap="round"/>`
      : `<path d="M43 54.5 Q50 62 57 54.5 Z" fill="#6b2d22"/><path d="M45 55.3 Q50 57.5 55 55.3 Z" fill="#fff"/>`,
  ]
  if (random.chance(0.25))
    parts.push(`<g stroke="#1f2937" stroke-width="1.3" fill="none"><circle cx="42" cy="46" r="5.5"/><circle cx="58" cy="46" r="5.5"/><path d="M47.5 46 H52.5"/></g>`)
  return parts.join('')
}

/**
 * A portrait's shapes on the 100 × 100 grid; without `backdrop`, only the
 * person, whose clothes reach down to `torsoTo` (a group scene's back row).
 */
export function portraitShapes(seed: number, { backdrop, torsoTo = 100 }: { backdrop: boolean; torsoTo?: number }): string {
  const random = createRandom(seed)
  const skin = random.pick(SKIN)
  const hair = random.pick(HAIR)
  const clothes = random.pick(CLOTHES)
  const background = random.pick(BACKDROP)
  const scarf = random.pick(SCARF)
  const style = random.pick(STYLES)
  const beard = (style === 'short' || style === 'shaved' || style === 'side') && random.chance(0.3)
  const shapes = [
    backdrop ? `<rect width="100" height="100" fill="${background}"/>` : '',
    behindHead(style, hair, scarf),
    `<path d="M12 ${torsoTo} V100 C12 80 28 70 50 70 C72 70 88 80 88 100 V${torsoTo} Z" fill="${clothes}"/>`,
    `<rect x="43.5" y="56" width="13" height="17" rx="5" fill="${skin}"/><rect x="43.5" y="56" width="13" height="8" rx="4" fill="#000" opacity=".08"/>`,
    style === 'scarf' ? '' : `<circle cx="31" cy="47" r="4" fill="${skin}"/><circle cx="69" cy="47" r="4" fill="${skin}"/>`,
    `<ellipse cx="50" cy="44" rx="19" ry="22" fill="${skin}"/>`,
    beard ? `<path d="M31.5 48 C33 64 42 67 50 67 C58 67 67 64 68.5 48 C66 58 60 60 50 60 C40 60 34 58 31.5 48 Z" fill="${hair}"/>` : '',
    hairOnTop(style, hair, random),
    face(hair, random),
  ]
  return shapes.join('')
}

/** One portrait as an SVG document, `sizePx` square. */
export function drawPortrait(seed: number, sizePx = 384): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${sizePx}" height="${sizePx}" viewBox="0 0 100 100">${portraitShapes(seed, { backdrop: true })}</svg>`
}
