/**
 * `uploadPhoto(file: File!)`: the signed-in ambassador's photo, sent with the
 * GraphQL multipart request spec (the HTTP layer admits multipart bodies up to
 * PHOTO_MAX_BYTES plus the form's overhead, for this operation only:
 * server/http/multipart.ts). Refusals are field errors on `file`, in the
 * request's language.
 */
import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE_PX, PHOTO_MIN_SIDE_PX } from '../../../src/contract/limits'
import type { Locale } from '../../../src/contract/locale'
import { isPhotoType } from '../../../src/contract/photo-files'
import type { AmbassadorActor } from '../../core/actor'
import type { Deps } from '../../core/deps'
import type { AmbassadorRow } from '../../db/rows'
import { domainError, FieldErrorsFailure } from '../../core/field-errors'
import type { DomainCode } from '../../core/field-errors'
import { enforce, LIMITS } from '../../security/rate-limit'
import { loadMe } from '../account'
import { processPhoto } from './process-photo'
import { savePhoto, type UsePhoto } from './save-photo'

const refuse = (locale: Locale, code: DomainCode): never => {
  const values = { maxMb: PHOTO_MAX_BYTES / 1024 / 1024, min: PHOTO_MIN_SIDE_PX, max: PHOTO_MAX_SIDE_PX }
  throw new FieldErrorsFailure([domainError('file', code, locale, values)])
}

/** What yoga hands over for a `File` variable; anything else sent in its place (a string) is no file. */
const isFile = (value: unknown): value is File => typeof (value as Partial<File> | null)?.arrayBuffer === 'function'

/** `file` as the request carried it: the schema says File, but the `File` scalar passes any value through. */
export async function uploadPhoto(deps: Pick<Deps, 'db' | 'org' | 'env' | 'locale'>, actor: AmbassadorActor, file: unknown, usePhoto: UsePhoto): Promise<{ me: AmbassadorRow }> {
  const { ambassadorId } = actor
  await enforce(deps.db, deps.env.rateLimitScale, [[LIMITS.photoUploadPerAmbassador, ambassadorId]])
  // The declared type is only a first filter: the bytes decide (process-photo.ts).
  if (!isFile(file) || !isPhotoType(file.type.toLowerCase())) return refuse(deps.locale, 'PHOTO_TYPE')
  if (file.size > PHOTO_MAX_BYTES) refuse(deps.locale, 'PHOTO_TOO_LARGE')
  const outcome = await processPhoto(Buffer.from(await file.arrayBuffer()))
  if (!outcome.ok) return refuse(deps.locale, outcome.code)
  await savePhoto(deps.db, { orgId: deps.org.id, ambassadorId, photo: outcome.photo, usePhoto })
  return { me: await loadMe(deps, actor) }
}
