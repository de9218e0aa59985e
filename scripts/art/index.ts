/**
 * `npm run art`: writes the home page's illustration (public/home-hero.svg)
 * from its drawing in server/demo/portraits/draw-hero.ts. The demo
 * ambassadors' portraits need no file: the seed draws them.
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { drawHomeHero } from '../../server/demo/portraits/draw-hero'

const target = fileURLToPath(new URL('../../public/home-hero.svg', import.meta.url))
writeFileSync(target, drawHomeHero())
console.log(`wrote ${target}`)
