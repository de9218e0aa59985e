/**
 * `uploadPhoto(file: File!)`: the signed-in ambassador's photo, sent with the
 * GraphQL multipart request spec (the HTTP layer admits multipart bodies up to
 * PHOTO_MAX_BYTES plus the form's overhead, for this operation only:
 * server/http/multipart.ts). Refusals are field errors on `file`, in the
 * request's language.
 */
import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE_PX, PHOTO_MIN_SIDE_PX } from '../../../src/contract/limits'
import { isPhotoType } from '../../../src/contract/photo-files'
import type { ApiContext } from '../../graphql/context'
import type { AmbassadorRow } from '../../db/rows'
import { payload } from '../../graphql/payload'
import type { ResolverMap } from '../../graphql/resolver-types'
import { domainError, FieldErrorsFailure } from '../../core/field-errors'
import type { DomainCode } from '../../core/field-errors'
import { enforce, LIMITS } from '../../security/rate-limit'
import { loadMe } from '../account'
import { processPhoto } from './process-photo'
import { savePhoto } from './save-photo'

const refuse = (ctx: ApiContext, code: DomainCode): never => {
  const values = { maxMb: PHOTO_MAX_BYTES / 1024 / 1024, min: PHOTO_MIN_SIDE_PX, max: PHOTO_MAX_SIDE_PX }
  throw new FieldErrorsFailure([domainError('file', code, ctx.locale, values)])
}

/** What yoga hands over for a `File` variable; anything else sent in its place (a string) is no file. */
const isFile = (value: unknown): value is File => typeof (value as Partial<File> | null)?.arrayBuffer === 'function'

async function uploadPhoto(file: unknown, ctx: ApiContext): Promise<{ me: AmbassadorRow }> {
  // Invited and pending ambassadors upload theirs while completing the profile (onboarding).
  const { ambassadorId } = await ctx.requireAmbassador({ onboarding: true })
  await enforce(ctx.db, ctx.env.rateLimitScale, [[LIMITS.photoUploadPerAmbassador, ambassadorId]])
  // The declared type is only a first filter: the bytes decide (process-photo.ts).
  if (!isFile(file) || !isPhotoType(file.type.toLowerCase())) return refuse(ctx, 'PHOTO_TYPE')
  if (file.size > PHOTO_MAX_BYTES) refuse(ctx, 'PHOTO_TOO_LARGE')
  const outcome = await processPhoto(Buffer.from(await file.arrayBuffer()))
  if (!outcome.ok) return refuse(ctx, outcome.code)
  await savePhoto(ctx.db, { orgId: ctx.org.id, ambassadorId, photo: outcome.photo })
  return { me: await loadMe(ctx, true) }
}

export const photoResolvers: ResolverMap = {
  Mutation: {
    uploadPhoto: (_: unknown, { file }: { file: unknown }, ctx: ApiContext) => payload(() => uploadPhoto(file, ctx), { me: null }),
  },
}
