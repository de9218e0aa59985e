/**
 * Turns an uploaded file into the stored logo. The file's format and sides
 * are checked from its bytes first (server/images/upload-image.ts: PNG, JPEG
 * or WebP only, never by the claimed Content-Type). The image is then
 * decoded, turned upright, fitted in LOGO_MAX_PX and re-encoded as WebP,
 * which drops every metadata block (EXIF with its GPS position, XMP, ICC)
 * and anything appended to the file: what we serve is pixels we produced.
 */
import sharp from 'sharp'
import { LOGO_MAX_PX, LOGO_MAX_SIDE_PX, LOGO_MIN_SIDE_PX } from '../../../src/contract/limits'
import { checkUploadHeader, contentHash, decodeOptions } from '../../images/upload-image'
import type { HeaderProblem } from '../../images/upload-image'

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

const REJECTIONS: Readonly<Record<HeaderProblem, LogoRejection>> = { type: 'LOGO_TYPE', unreadable: 'LOGO_UNREADABLE', dimensions: 'LOGO_DIMENSIONS' }

const rejected = (code: LogoRejection): LogoOutcome => ({ ok: false, code })

export async function processLogo(bytes: Buffer): Promise<LogoOutcome> {
  const header = await checkUploadHeader(bytes, { minSidePx: LOGO_MIN_SIDE_PX, maxSidePx: LOGO_MAX_SIDE_PX })
  if (!header.ok) return rejected(REJECTIONS[header.problem])
  try {
    const { data, info } = await sharp(bytes, decodeOptions(LOGO_MAX_SIDE_PX))
      .autoOrient()
      .resize({ width: LOGO_MAX_PX, height: LOGO_MAX_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: LOGO_WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true })
    return { ok: true, logo: { image: data, hash: contentHash(data), width: info.width, height: info.height } }
  } catch {
    return rejected('LOGO_UNREADABLE')
  }
}
