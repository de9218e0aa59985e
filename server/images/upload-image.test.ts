import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { checkUploadHeader, sniffFormat } from './upload-image'

const LIMITS = { minSidePx: 10, maxSidePx: 100 }
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: 'white' } })
    .png()
    .toBuffer()

describe('sniffFormat', () => {
  it('reads the signature, not the name', () => {
    expect(sniffFormat(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp')
    expect(sniffFormat(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull()
    expect(sniffFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg')
    expect(sniffFormat(Buffer.from('<?xml version="1.0"?><svg/>'))).toBeNull()
  })
})

describe('checkUploadHeader', () => {
  it('gives the sides of an image within the limits', async () => {
    expect(await checkUploadHeader(await png(50, 20), LIMITS)).toEqual({ ok: true, width: 50, height: 20 })
  })

  it('names the problem: type, damaged header, sides', async () => {
    expect(await checkUploadHeader(Buffer.from('GIF89a'), LIMITS)).toEqual({ ok: false, problem: 'type' })
    expect(await checkUploadHeader(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]), LIMITS)).toEqual({ ok: false, problem: 'unreadable' })
    expect(await checkUploadHeader(await png(101, 50), LIMITS)).toEqual({ ok: false, problem: 'dimensions' })
    expect(await checkUploadHeader(await png(50, 9), LIMITS)).toEqual({ ok: false, problem: 'dimensions' })
  })
})
