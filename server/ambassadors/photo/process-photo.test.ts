import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { PHOTO_MAX_SIDE_PX, PHOTO_MIN_SIDE_PX } from '../../../src/contract/limits'
import { PHOTO_SIZES_PX } from '../../../src/contract/photo'
import { processPhoto } from './process-photo'
import type { PhotoOutcome, ProcessedPhoto } from './process-photo'

const canvas = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })

function accepted(outcome: PhotoOutcome): ProcessedPhoto {
  if (!outcome.ok) throw new Error(`refused: ${outcome.code}`)
  return outcome.photo
}

/** A phone photo: EXIF with a GPS position, the camera owner, a rotation. */
const phoneJpeg = (width: number, height: number) =>
  canvas(width, height)
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Copyright: 'secret-owner', Artist: 'secret-artist', Make: 'PhoneMaker' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '73/1 34/1 0/1' },
      },
    })
    .toBuffer()

/** Whether an EXIF block holds a GPSInfo pointer (tag 0x8825, either byte order). */
const hasGpsTag = (exif: Buffer | undefined): boolean => exif !== undefined && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25])))

describe('processPhoto', () => {
  it('strips every metadata block of a phone JPEG carrying GPS tags: no EXIF, ICC or XMP left', async () => {
    const input = await phoneJpeg(1200, 800)
    const before = await sharp(input).metadata()
    expect(before.exif?.includes('secret-owner')).toBe(true)
    expect(hasGpsTag(before.exif)).toBe(true)
    expect(before.orientation).toBe(6)
    const photo = accepted(await processPhoto(input))
    for (const file of photo.files) {
      const after = await sharp(file.image).metadata()
      expect([after.exif, after.icc, after.xmp, after.iptc, after.orientation]).toEqual([undefined, undefined, undefined, undefined, undefined])
      expect(file.image.includes('secret')).toBe(false)
      expect(file.image.includes('GPS')).toBe(false)
    }
  })

  it('stores 96, 192 and 384 px squares, WebP, named by one hash', async () => {
    const photo = accepted(await processPhoto(await canvas(1600, 900).png().toBuffer()))
    expect(photo.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(photo.files.map((file) => file.size)).toEqual([...PHOTO_SIZES_PX])
    expect(PHOTO_SIZES_PX).toEqual([96, 192, 384])
    for (const file of photo.files) {
      const meta = await sharp(file.image).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', file.size, file.size])
    }
  })

  it('turns the photo upright before cropping (a portrait shot stored sideways)', async () => {
    // The left half red, the right half blue, stored rotated: upright, red is on top.
    const left = await canvas(200, 400).png().toBuffer()
    const sideways = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 220, g: 10, b: 10 } } })
      .composite([{ input: left, left: 200, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const photo = accepted(await processPhoto(sideways))
    const largest = photo.files[photo.files.length - 1]
    if (largest === undefined) throw new Error('no sizes')
    const { data } = await sharp(largest.image).extract({ left: 192, top: 10, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true })
    // Orientation 6 means "rotate 90° clockwise to display": the right (blue) half ends up at the bottom, red on top.
    expect(data[0]).toBeGreaterThan(150)
    expect(data[2]).toBeLessThan(100)
  })

  it('accepts JPEG, PNG and WebP, and the same picture gives the same name', async () => {
    for (const input of [await canvas(300, 300).jpeg().toBuffer(), await canvas(300, 300).png().toBuffer(), await canvas(300, 300).webp().toBuffer()]) {
      expect((await processPhoto(input)).ok).toBe(true)
    }
    const png = await canvas(300, 200).png().toBuffer()
    expect(accepted(await processPhoto(png)).hash).toBe(accepted(await processPhoto(png)).hash)
  })

  it('refuses other formats by their bytes, damaged files and sides out of range', async () => {
    expect(await processPhoto(await canvas(200, 200).gif().toBuffer())).toEqual({ ok: false, code: 'PHOTO_TYPE' })
    expect(await processPhoto(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({ ok: false, code: 'PHOTO_TYPE' })
    const jpeg = await canvas(1000, 1000).jpeg().toBuffer()
    expect(await processPhoto(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toEqual({ ok: false, code: 'PHOTO_UNREADABLE' })
    expect(
      await processPhoto(
        await canvas(PHOTO_MIN_SIDE_PX - 1, 400)
          .png()
          .toBuffer(),
      ),
    ).toEqual({ ok: false, code: 'PHOTO_DIMENSIONS' })
    const bomb = await sharp({ create: { width: PHOTO_MAX_SIDE_PX + 1, height: 200, channels: 3, background: 'white' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(await processPhoto(bomb)).toEqual({ ok: false, code: 'PHOTO_DIMENSIONS' })
  })
})
