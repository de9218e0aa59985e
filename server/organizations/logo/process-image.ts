/**
 * Turns an uploaded file into the stored logo. The format is read from the
 * file's own bytes (its signature, then sharp's header read must agree),
 * never from the Content-Type a client claims: only PNG, JPEG and WebP reach
 * the decoder, so an SVG (scripts, external references) renamed `.png` never
 * does. The image is then decoded, turned upright, fitted in
 * LOGO_MAX_PX and re-encoded as WebP, which drops every metadata
 * block (EXIF with its GPS position, XMP, ICC) and anything appended to the
 * file: what we serve is pixels we produced.
 */
import { createHash } from 'node:crypto'
import sharp from 'sharp'
import type { SharpOptions } from 'sharp'
import { LOGO_MAX_PX, LOGO_MAX_SIDE_PX, LOGO_MIN_SIDE_PX } from '../../../src/contract/limits'

export type LogoFormat = 'png' | 'jpeg' | 'webp'
export type LogoRejection = 'LOGO_TYPE' | 'LOGO_UNREADABLE' | 'LOGO_DIMENSIONS'

export interface ProcessedLogo {
  /** WebP bytes. */
  readonly image: Buffer
  /** SHA-256 of `image`, hex: the logo's name in its URL. */
  readonly hash: string
  readonly width: number
  readonly height: number
}

export type LogoOutcome = { readonly ok: true; readonly logo: ProcessedLogo } | { readonly ok: false; readonly code: LogoRejection }

/** WebP quality: indistinguishable from the source for flat logo art, a fraction of PNG's size. */
export const LOGO_WEBP_QUALITY = 85

const DECODE_OPTIONS: SharpOptions = {
  // The sides are checked from the header first (reading it decodes no
  // pixel); this is the decoder's own guard against a few KB of PNG that
  // claim gigapixels (a decompression bomb).
  limitInputPixels: LOGO_MAX_SIDE_PX * LOGO_MAX_SIDE_PX,
  // Damaged or truncated pixel data is refused rather than served half grey;
  // mere warnings (common in JPEGs from cameras) are not.
  failOn: 'error',
  // An animated WebP becomes its first frame.
  animated: false,
}

/** The format announced by the file's signature, or null for anything else (SVG, GIF, text…). */
export function sniffFormat(bytes: Uint8Array): LogoFormat | null {
  const starts = (offset: number, ...values: number[]) => values.every((value, i) => bytes[offset + i] === value)
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png'
  if (starts(0, 0xff, 0xd8, 0xff)) return 'jpeg'
  // RIFF <size> WEBP
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return 'webp'
  return null
}

const rejected = (code: LogoRejection): LogoOutcome => ({ ok: false, code })

export async function processLogo(bytes: Buffer): Promise<LogoOutcome> {
  const format = sniffFormat(bytes)
  if (format === null) return rejected('LOGO_TYPE')
  let width: number | undefined
  let height: number | undefined
  try {
    // Without the pixel limit, which would answer "unreadable" for what is too large.
    const header = await sharp(bytes, { ...DECODE_OPTIONS, limitInputPixels: false }).metadata()
    if (header.format !== format) return rejected('LOGO_UNREADABLE')
    width = header.width
    height = header.pageHeight ?? header.height
  } catch {
    return rejected('LOGO_UNREADABLE')
  }
  if (width === undefined || height === undefined) return rejected('LOGO_UNREADABLE')
  const side = (px: number) => px >= LOGO_MIN_SIDE_PX && px <= LOGO_MAX_SIDE_PX
  if (!side(width) || !side(height)) return rejected('LOGO_DIMENSIONS')
  try {
    const { data, info } = await sharp(bytes, DECODE_OPTIONS)
      .autoOrient()
      .resize({ width: LOGO_MAX_PX, height: LOGO_MAX_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: LOGO_WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true })
    return { ok: true, logo: { image: data, hash: createHash('sha256').update(data).digest('hex'), width: info.width, height: info.height } }
  } catch {
    return rejected('LOGO_UNREADABLE')
  }
}
