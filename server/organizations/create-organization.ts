/**
 * Creates an organization and its first owner: the production first run
 * (`npm run org:create`), with no demo data. Everything else — tagline,
 * colour, languages, embed origins — the owner sets in the staff console.
 */
import { eq } from 'drizzle-orm'
import { validateOrganizationSettings } from '../../src/contract/validation/organization-settings'
import { EMAIL_PATTERN } from '../../src/contract/validation/rules'
import type { Db } from '../db/client'
import { organizations, publications, staffMembers } from '../db/schema'
import { recordAudit } from '../audit/record'

export const ORG_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/
/** A readable brand blue (white text on it: 6.7:1); the owner changes it in the console. */
export const DEFAULT_PRIMARY_COLOR = '#1d4ed8'

export interface NewOrganization {
  readonly slug: string
  readonly name: string
  readonly owner: string
  /** ISO 3166-1 alpha-2; default "international". */
  readonly country?: string
}

/** The problems with a request, as sentences for the command line; empty when it can be created. */
export function organizationProblems(input: NewOrganization): string[] {
  const problems: string[] = []
  if (!ORG_SLUG_PATTERN.test(input.slug)) problems.push('--slug must be 1–64 lower-case letters, digits or dashes (not starting or ending with a dash)')
  const nameIssues = validateOrganizationSettings({ name: { en: input.name.trim(), fr: input.name.trim() } })
  if (nameIssues.length > 0) problems.push('--name is required (at most 120 characters)')
  if (!EMAIL_PATTERN.test(input.owner.trim())) problems.push('--owner must be an e-mail address')
  if (input.country !== undefined && !/^[A-Z]{2}$/.test(input.country)) problems.push('--country must be a two-letter ISO code such as FR')
  return problems
}

export async function createOrganization(db: Db, input: NewOrganization): Promise<{ id: string }> {
  const owner = input.owner.trim().toLowerCase()
  const name = input.name.trim()
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, input.slug))
    if (taken !== undefined) throw new Error(`an organization "${input.slug}" already exists`)
    const [org] = await tx
      .insert(organizations)
      .values({
        slug: input.slug,
        nameEn: name,
        nameFr: name,
        taglineEn: '',
        taglineFr: '',
        primaryColor: DEFAULT_PRIMARY_COLOR,
        country: input.country ?? 'international',
        locales: ['en', 'fr'],
      })
      .returning({ id: organizations.id })
    if (org === undefined) throw new Error('organization insert returned nothing')
    await tx.insert(staffMembers).values({ orgId: org.id, email: owner, role: 'owner' })
    await tx.insert(publications).values({ orgId: org.id, publicVersion: 1 })
    await recordAudit(tx, { orgId: org.id, actorEmail: null, kind: 'organization.create', target: input.slug, after: { name, owner } })
    return org
  })
}
