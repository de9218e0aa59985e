/**
 * Turns an uploaded photo into the stored squares (decision 075). The checks
 * before decoding are the logo's (server/images/upload-image.ts: JPEG, PNG or
 * WebP by signature, sides from the header). Then: decode, turn upright (the
 * EXIF orientation a phone writes), crop square where the image draws the
 * eye (sharp's attention strategy: faces and detail, not the empty middle of
 * a wide shot), and encode each size as WebP. Nothing of the upload but its
 * pixels survives: no EXIF (GPS position, camera serial), XMP, ICC or
 * appended bytes.
 */
import sharp from 'sharp'
import type { OutputInfo } from 'sharp'
import { PHOTO_MAX_SIDE_PX, PHOTO_MIN_SIDE_PX } from '../../../src/contract/limits'
import { PHOTO_SIZES_PX } from '../../../src/contract/photo'
import type { PhotoSize } from '../../../src/contract/photo'
import { checkUploadHeader, contentHash, decodeOptions } from '../../images/upload-image'
import type { HeaderProblem } from '../../images/upload-image'

export type PhotoRejection = 'PHOTO_TYPE' | 'PHOTO_UNREADABLE' | 'PHOTO_DIMENSIONS'

export interface PhotoFile {
  readonly size: PhotoSize
  /** WebP bytes, `size` × `size`. */
  readonly image: Buffer
}

export interface ProcessedPhoto {
  /** SHA-256 of the largest size, hex: the photo's name in its URLs. */
  readonly hash: string
  readonly files: readonly PhotoFile[]
}

export type PhotoOutcome = { readonly ok: true; readonly photo: ProcessedPhoto } | { readonly ok: false; readonly code: PhotoRejection }

/** WebP quality for faces at avatar sizes: no visible loss, a few KB each. */
export const PHOTO_WEBP_QUALITY = 82

const LARGEST = PHOTO_SIZES_PX[PHOTO_SIZES_PX.length - 1] ?? 384

const REJECTIONS: Readonly<Record<HeaderProblem, PhotoRejection>> = { type: 'PHOTO_TYPE', unreadable: 'PHOTO_UNREADABLE', dimensions: 'PHOTO_DIMENSIONS' }

const rejected = (code: PhotoRejection): PhotoOutcome => ({ ok: false, code })

export async function processPhoto(bytes: Buffer): Promise<PhotoOutcome> {
  const header = await checkUploadHeader(bytes, { minSidePx: PHOTO_MIN_SIDE_PX, maxSidePx: PHOTO_MAX_SIDE_PX })
  if (!header.ok) return rejected(REJECTIONS[header.problem])
  let square: { data: Buffer; info: OutputInfo }
  try {
    // The crop is chosen once, on the source, at the largest size; raw pixels
    // keep the smaller sizes from re-encoding an already lossy image.
    square = await sharp(bytes, decodeOptions(PHOTO_MAX_SIDE_PX))
      .autoOrient()
      .resize({ width: LARGEST, height: LARGEST, fit: 'cover', position: sharp.strategy.attention })
      .raw()
      .toBuffer({ resolveWithObject: true })
  } catch {
    return rejected('PHOTO_UNREADABLE')
  }
  const { width, height, channels } = square.info
  const raw = { width, height, channels }
  const files = await Promise.all(
    PHOTO_SIZES_PX.map(async (size) => ({
      size,
      image: await sharp(square.data, { raw }).resize({ width: size, height: size }).webp({ quality: PHOTO_WEBP_QUALITY }).toBuffer(),
    })),
  )
  const largest = files[files.length - 1]
  if (largest === undefined) throw new Error('PHOTO_SIZES_PX is empty')
  return { ok: true, photo: { hash: contentHash(largest.image), files } }
}
