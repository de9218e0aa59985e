/**
 * Gives most generated demo ambassadors an illustrated portrait
 * (draw-portrait.ts), stored through the same pipeline as an uploaded photo
 * (process-photo.ts: square WebP sizes named by their hash). About one in
 * seven keeps no photo, as in a real program, so the initials fallback shows
 * too. The fixtures tests sign in as keep none: their tests start from that.
 */
import sharp from 'sharp'
import { processPhoto, type ProcessedPhoto } from '../../ambassadors/photo/process-photo'
import { storedPhotoBase } from '../../ambassadors/photo/save-photo'
import { createRandom } from '../seed-data/prng'
import { drawPortrait, seedOf } from './draw-portrait'

const WITH_PORTRAIT = 6 / 7

export interface DemoPortrait {
  readonly ambassadorId: string
  readonly photo: ProcessedPhoto
}

/** The portrait drawn for `ambassadorId`, as the photo pipeline stores it. */
export async function portraitPhoto(ambassadorId: string): Promise<ProcessedPhoto> {
  const png = await sharp(Buffer.from(drawPortrait(seedOf(ambassadorId))))
    .png()
    .toBuffer()
  const outcome = await processPhoto(png)
  if (!outcome.ok) throw new Error(`a demo portrait was refused by the photo pipeline: ${outcome.code}`)
  return outcome.photo
}

/** Draws the portraits of those of `ambassadorIds` who get one (the same ones on every run). */
export async function demoPortraits(ambassadorIds: readonly string[]): Promise<DemoPortrait[]> {
  const chosen = ambassadorIds.filter((id) => createRandom(seedOf(`portrait:${id}`)).chance(WITH_PORTRAIT))
  const portraits: DemoPortrait[] = []
  // One at a time: sharp already uses every core for each image.
  for (const ambassadorId of chosen) portraits.push({ ambassadorId, photo: await portraitPhoto(ambassadorId) })
  return portraits
}

/** The `ambassador_photos` rows of the portraits. */
export const portraitRows = (portraits: readonly DemoPortrait[]) =>
  portraits.flatMap(({ ambassadorId, photo }) => photo.files.map((file) => ({ ambassadorId, hash: photo.hash, size: file.size, image: file.image, bytes: file.image.length })))

/** What `ambassadors.photo_url` holds for each portrayed ambassador. */
export const portraitUrls = (portraits: readonly DemoPortrait[]): ReadonlyMap<string, string> =>
  new Map(portraits.map(({ ambassadorId, photo }) => [ambassadorId, storedPhotoBase(photo.hash)]))
