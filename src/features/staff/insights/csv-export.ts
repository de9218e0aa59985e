/**
 * The CRM exports (`GET /exports/{kind}.csv?from&to`): fetched with the staff
 * bearer token in the Authorization header — never in the URL, where logs,
 * history and referrers would keep it — and handed to the browser as a file.
 */
import { ORGANIZATION_HEADER } from '../../../contract/graphql-endpoint'
import { apiUrl, organizationSlug } from '../../../graphql/endpoint'
import type { DayRange } from './range-choice'

export const EXPORT_KINDS = ['questions', 'meetings', 'joins', 'leads'] as const
export type ExportKind = (typeof EXPORT_KINDS)[number]

export const exportPath = (kind: ExportKind, range: DayRange): string => `/exports/${kind}.csv?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`

/** The file name the API gives (`Content-Disposition`), else `questions-2026-11-01-2026-11-30.csv`. */
export function exportFileName(disposition: string | null, kind: ExportKind, range: DayRange): string {
  const given = disposition ? /filename="([^"/\\]+)"/i.exec(disposition)?.[1] : undefined
  return given ?? `${kind}-${range.from}-${range.to}.csv`
}

export type ExportResult = { readonly saved: string } | { readonly unauthenticated: true } | { readonly failed: true }

type Fetch = (input: string, init: RequestInit) => Promise<Response>

/** Fetches one export and saves it; never throws (a network failure is `failed`). */
export async function downloadExport(
  kind: ExportKind,
  range: DayRange,
  token: string | undefined,
  save: (fileName: string, file: Blob) => void,
  send: Fetch = fetch,
): Promise<ExportResult> {
  if (!token) return { unauthenticated: true }
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'text/csv' }
  const slug = organizationSlug()
  if (slug) headers[ORGANIZATION_HEADER] = slug
  try {
    const response = await send(apiUrl(exportPath(kind, range)), { headers, credentials: 'omit', cache: 'no-store' })
    if (response.status === 401) return { unauthenticated: true }
    if (!response.ok) return { failed: true }
    const fileName = exportFileName(response.headers.get('Content-Disposition'), kind, range)
    save(fileName, await response.blob())
    return { saved: fileName }
  } catch {
    return { failed: true }
  }
}
