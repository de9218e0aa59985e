import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { LOGO_MAX_PX, LOGO_MAX_SIDE_PX, LOGO_MIN_SIDE_PX } from '../../../src/contract/limits'
import { processLogo } from './process-image'
import type { LogoOutcome, ProcessedLogo } from './process-image'

const RED = { r: 200, g: 20, b: 60, alpha: 1 }
const canvas = (width: number, height: number) => sharp({ create: { width, height, channels: 4, background: RED } })

function accepted(outcome: LogoOutcome): ProcessedLogo {
  if (!outcome.ok) throw new Error(`refused: ${outcome.code}`)
  return outcome.logo
}

describe('processLogo', () => {
  it('re-encodes PNG, JPEG and WebP as WebP fitted in the stored square, named by its hash', async () => {
    for (const input of [await canvas(800, 400).png().toBuffer(), await canvas(800, 400).jpeg().toBuffer(), await canvas(800, 400).webp().toBuffer()]) {
      const logo = accepted(await processLogo(input))
      const meta = await sharp(logo.image).metadata()
      expect(meta.format).toBe('webp')
      expect([logo.width, logo.height]).toEqual([LOGO_MAX_PX, LOGO_MAX_PX / 2])
      expect([meta.width, meta.height]).toEqual([logo.width, logo.height])
      expect(logo.hash).toMatch(/^[0-9a-f]{64}$/)
    }
  })

  it('never enlarges a small logo', async () => {
    const logo = accepted(await processLogo(await canvas(100, 50).png().toBuffer()))
    expect([logo.width, logo.height]).toEqual([100, 50])
  })

  it('turns the image upright and strips EXIF, ICC and XMP (a phone photo’s position, the author)', async () => {
    const input = await canvas(300, 600)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-owner', Artist: 'secret-artist' } } })
      .toBuffer()
    const before = await sharp(input).metadata()
    expect(before.exif).toBeDefined()
    expect(before.icc).toBeDefined()
    const logo = accepted(await processLogo(input))
    const after = await sharp(logo.image).metadata()
    expect([after.exif, after.icc, after.xmp, after.orientation]).toEqual([undefined, undefined, undefined, undefined])
    // Orientation 6 is a quarter turn: the 300 × 600 upload is a landscape logo.
    expect([logo.width, logo.height]).toEqual([LOGO_MAX_PX, LOGO_MAX_PX / 2])
    expect(logo.image.includes('secret')).toBe(false)
  })

  it('drops bytes appended after the image (a polyglot file)', async () => {
    const input = Buffer.concat([await canvas(64, 64).png().toBuffer(), Buffer.from('<script>alert(1)</script>')])
    const logo = accepted(await processLogo(input))
    expect(logo.image.includes('script')).toBe(false)
  })

  it('refuses SVG, also under an image name, and other formats by their bytes', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script></svg>')
    expect(await processLogo(svg)).toEqual({ ok: false, code: 'LOGO_TYPE' })
    expect(await processLogo(Buffer.concat([Buffer.from('\ufeff  '), svg]))).toEqual({ ok: false, code: 'LOGO_TYPE' })
    expect(await processLogo(await canvas(100, 100).gif().toBuffer())).toEqual({ ok: false, code: 'LOGO_TYPE' })
    expect(await processLogo(Buffer.alloc(0))).toEqual({ ok: false, code: 'LOGO_TYPE' })
  })

  it('refuses damaged files: truncated pixel data, a signature with nothing behind it', async () => {
    const png = await canvas(1000, 1000).png().toBuffer()
    expect(await processLogo(png.subarray(0, Math.floor(png.length * 0.6)))).toEqual({ ok: false, code: 'LOGO_UNREADABLE' })
    const jpeg = await canvas(1000, 1000).jpeg().toBuffer()
    expect(await processLogo(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toEqual({ ok: false, code: 'LOGO_UNREADABLE' })
    expect(await processLogo(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]))).toEqual({ ok: false, code: 'LOGO_UNREADABLE' })
  })

  it('refuses images too small, and too large before decoding them (a decompression bomb)', async () => {
    const tiny = await canvas(LOGO_MIN_SIDE_PX - 1, 100)
      .png()
      .toBuffer()
    expect(await processLogo(tiny)).toEqual({ ok: false, code: 'LOGO_DIMENSIONS' })
    // A flat image compresses to a fraction of the upload limit, whatever its size.
    const bomb = await sharp({ create: { width: LOGO_MAX_SIDE_PX + 1, height: LOGO_MAX_SIDE_PX + 1, channels: 3, background: 'white' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(bomb.length).toBeLessThan(512 * 1024)
    expect(await processLogo(bomb)).toEqual({ ok: false, code: 'LOGO_DIMENSIONS' })
    expect((await processLogo(await canvas(LOGO_MIN_SIDE_PX, LOGO_MIN_SIDE_PX).png().toBuffer())).ok).toBe(true)
  })
})
