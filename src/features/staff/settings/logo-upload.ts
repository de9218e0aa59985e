/**
 * The logo's client side: refuse early what the API would refuse (SVG, other
 * types, over LOGO_MAX_BYTES), then send the raw bytes to the API's upload
 * route, which decodes, resizes and re-encodes the image.
 */
import { ORGANIZATION_HEADER } from '../../../contract/graphql-endpoint'
import { LOGO_MAX_BYTES } from '../../../contract/limits'
import { isLogoType, LOGO_UPLOAD_PATH } from '../../../contract/logo'
import type { ServerFieldError } from '../../../forms/messages'
import { apiUrl, organizationSlug } from '../../../graphql/endpoint'

export type LogoProblem = 'svg' | 'type' | 'size' | 'empty'

/** Why a chosen file cannot be the logo, or null. SVG gets its own reason: people expect it to work and deserve to know why not. */
export function logoProblemOf(file: { readonly name: string; readonly type: string; readonly size: number }): LogoProblem | null {
  if (file.type === 'image/svg+xml' || /\.svgz?$/i.test(file.name)) return 'svg'
  if (!isLogoType(file.type)) return 'type'
  if (file.size === 0) return 'empty'
  if (file.size > LOGO_MAX_BYTES) return 'size'
  return null
}

export type LogoUploadResult =
  { readonly logoUrl: string } | { readonly fieldErrors: readonly ServerFieldError[] } | { readonly unauthenticated: true } | { readonly rateLimited: true }

type Fetch = (input: string, init: RequestInit) => Promise<Response>

/** Uploads the file; throws only when there is no usable answer (network, 5xx), so the caller can offer to try again. */
export async function uploadLogo(file: Blob, token: string | undefined, send: Fetch = fetch): Promise<LogoUploadResult> {
  const headers: Record<string, string> = { 'Content-Type': file.type }
  if (token) headers.Authorization = `Bearer ${token}`
  const slug = organizationSlug()
  if (slug) headers[ORGANIZATION_HEADER] = slug
  const response = await send(apiUrl(LOGO_UPLOAD_PATH), { method: 'POST', body: file, headers, credentials: 'omit' })
  if (response.status === 401) return { unauthenticated: true }
  if (response.status === 429) return { rateLimited: true }
  if (response.status >= 500) throw new Error(`Logo upload failed with ${response.status}`)
  const body = (await response.json().catch(() => null)) as { logoUrl?: unknown; fieldErrors?: unknown } | null
  if (response.ok && typeof body?.logoUrl === 'string') return { logoUrl: body.logoUrl }
  if (Array.isArray(body?.fieldErrors) && body.fieldErrors.length > 0) return { fieldErrors: body.fieldErrors as ServerFieldError[] }
  throw new Error(`Logo upload answered ${response.status} without a result`)
}
