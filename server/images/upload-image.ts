/**
 * What every uploaded image goes through before sharp decodes its pixels
 * (the logo, decision 072; ambassador photos, decision 075). The format is
 * read from the file's own bytes (its signature, then sharp's header read
 * must agree), never from the Content-Type a client claims: only PNG, JPEG
 * and WebP reach the decoder, so an SVG (scripts, external references)
 * renamed `.png` never does. The sides are checked from the header, which
 * decodes no pixel, before anything is decoded.
 */
import { createHash } from 'node:crypto'
import sharp from 'sharp'
import type { SharpOptions } from 'sharp'

export type UploadFormat = 'png' | 'jpeg' | 'webp'

/** Why an upload is refused before decoding: not an accepted format, a damaged header, sides out of range. */
export type HeaderProblem = 'type' | 'unreadable' | 'dimensions'

export type HeaderCheck = { readonly ok: true; readonly width: number; readonly height: number } | { readonly ok: false; readonly problem: HeaderProblem }

export interface SideLimits {
  readonly minSidePx: number
  readonly maxSidePx: number
}

/** The format announced by the file's signature, or null for anything else (SVG, GIF, text…). */
export function sniffFormat(bytes: Uint8Array): UploadFormat | null {
  const starts = (offset: number, ...values: number[]) => values.every((value, i) => bytes[offset + i] === value)
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png'
  if (starts(0, 0xff, 0xd8, 0xff)) return 'jpeg'
  // RIFF <size> WEBP
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return 'webp'
  return null
}

/** How sharp opens an upload whose sides were checked against `maxSidePx`. */
export function decodeOptions(maxSidePx: number): SharpOptions {
  return {
    // The sides are checked from the header first; this is the decoder's own
    // guard against a few KB of PNG that claim gigapixels (a decompression bomb).
    limitInputPixels: maxSidePx * maxSidePx,
    // Damaged or truncated pixel data is refused rather than served half grey;
    // mere warnings (common in JPEGs from cameras) are not.
    failOn: 'error',
    // An animated WebP becomes its first frame.
    animated: false,
  }
}

/** The signature, sharp's reading of the header, and each side within `limits`. */
export async function checkUploadHeader(bytes: Buffer, limits: SideLimits): Promise<HeaderCheck> {
  const format = sniffFormat(bytes)
  if (format === null) return { ok: false, problem: 'type' }
  let width: number | undefined
  let height: number | undefined
  try {
    // Without the pixel limit, which would answer "unreadable" for what is too large.
    const header = await sharp(bytes, { ...decodeOptions(limits.maxSidePx), limitInputPixels: false }).metadata()
    if (header.format !== format) return { ok: false, problem: 'unreadable' }
    width = header.width
    height = header.pageHeight ?? header.height
  } catch {
    return { ok: false, problem: 'unreadable' }
  }
  if (width === undefined || height === undefined) return { ok: false, problem: 'unreadable' }
  const within = (px: number) => px >= limits.minSidePx && px <= limits.maxSidePx
  if (!within(width) || !within(height)) return { ok: false, problem: 'dimensions' }
  return { ok: true, width, height }
}

/** SHA-256, hex: the name of an image we produced, in its URL. */
export const contentHash = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex')
