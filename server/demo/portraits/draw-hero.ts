/**
 * The home page's illustration (issue 34): five people of the demo's
 * portrait style (draw-portrait.ts) in two rows, two of them talking in
 * speech bubbles — the program in one picture, with no stock image and no
 * words (it works in both languages). `npm run art` writes it to
 * public/home-hero.svg; a unit test keeps the file equal to this drawing.
 */
import { portraitShapes } from './draw-portrait'

const WIDTH = 400
const HEIGHT = 220

/** Seeds chosen by eye for a varied group (skin, hair, clothes, glasses). */
const BACK_ROW = [
  { seed: 58_301, x: 78, y: 38, scale: 1 },
  { seed: 17_917, x: 222, y: 38, scale: 1 },
] as const
const FRONT_ROW = [
  { seed: 9_929, x: -6, y: 95, scale: 1.25 },
  { seed: 40_127, x: 138, y: 100, scale: 1.2 },
  { seed: 73_331, x: 281, y: 95, scale: 1.25 },
] as const

function person({ seed, x, y, scale }: { seed: number; x: number; y: number; scale: number }): string {
  const torsoTo = (HEIGHT - y) / scale
  return `<g transform="translate(${x} ${y}) scale(${scale})">${portraitShapes(seed, { backdrop: false, torsoTo })}</g>`
}

/** A rounded speech bubble with a tail towards (tailX, tailY) and three dots. */
function bubble(x: number, y: number, width: number, height: number, tailX: number, tailY: number, fill: string): string {
  const middle = y + height / 2
  const dots = [-1, 0, 1].map((i) => `<circle cx="${x + width / 2 + i * 16}" cy="${middle}" r="5" fill="#1f2937" opacity=".7"/>`).join('')
  const tailBase = x + width * (tailX < x + width / 2 ? 0.3 : 0.7)
  return `<path d="M${tailBase - 9} ${y + height - 2} L${tailX} ${tailY} L${tailBase + 9} ${y + height - 2} Z" fill="${fill}"/><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="20" fill="${fill}"/>${dots}`
}

export function drawHomeHero(): string {
  const shapes = [bubble(6, 4, 104, 44, 100, 70, '#ffffff'), bubble(292, 10, 100, 40, 296, 64, '#fde68a'), ...BACK_ROW.map(person), ...FRONT_ROW.map(person)]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${shapes.join('')}</svg>\n`
}
