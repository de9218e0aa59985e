/**
 * The organization a request asks for: its X-Organization header, else the
 * default organization. One reading for the GraphQL context and the origin
 * check, so both always mean the same organization.
 */
export function requestedOrganizationSlug(header: string | null | undefined, defaultOrganization: string): string | null {
  const slug = (header ?? defaultOrganization).trim().toLowerCase()
  return /^[a-z0-9-]{1,64}$/.test(slug) ? slug : null
}
