/**
 * File uploads through `/gql/public` (the GraphQL multipart request spec,
 * decision 075). `multipart/form-data` is a "simple" content type: a page on
 * any site may POST it without a CORS preflight. Like yoga's CSRF prevention
 * plugin (not installed), a multipart request must carry a header no simple
 * request can, so a browser always asks first and the origin rules
 * (cors.ts) decide; sessions are bearer tokens, never cookies, which closes
 * the rest.
 */
import type { IncomingMessage } from 'node:http'
import { UPLOAD_CSRF_HEADER } from '../../src/contract/graphql-endpoint'
import { PHOTO_MAX_BYTES } from '../../src/contract/limits'

/** Room for the form around the file: boundaries, part headers, `operations` and `map`. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024

export const UPLOAD_BODY_LIMIT_BYTES = PHOTO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES

export const MISSING_CSRF_HEADER_MESSAGE = `Multipart requests must carry the ${UPLOAD_CSRF_HEADER} header.`

export function hasCsrfHeader(req: Pick<IncomingMessage, 'headers'>): boolean {
  const value = req.headers[UPLOAD_CSRF_HEADER]
  return typeof value === 'string' && value.trim() !== ''
}
