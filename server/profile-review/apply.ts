/**
 * Writes public profile fields onto the ambassador row, the one way a change
 * becomes public: directly (approval off, or not yet public) or when staff
 * approve a revision. The search text is rebuilt from the new values, and the
 * directory version and the count of unpublished changes move with it — never
 * for a change that only waits.
 */
import { eq, sql } from 'drizzle-orm'
import type { Tx } from '../db/client'
import { ambassadors } from '../db/schema'
import type { AmbassadorRow } from '../db/rows'
import type { ProfileRevisionChanges } from '../db/schema/profile-revisions'
import type { OrgRecord } from '../core/organization'
import { buildSearchText } from '../ambassadors/search-text'
import { bumpDirectoryVersion } from '../organizations/directory-version'
import { notePublicChange } from '../publishing/public-changes'
import { isEmptyChange, withChanges } from './changes'

/** Both names of the field and of each interest: the search matches either language. */
function termNames(org: OrgRecord, fieldKey: string, interests: readonly string[]): string[] {
  const names = (key: string) => [org.fieldByKey.get(key), org.interestByKey.get(key)].flatMap((t) => (t ? [t.nameEn, t.nameFr] : []))
  return [fieldKey, ...interests].flatMap(names)
}

export async function applyProfileChanges(tx: Tx, org: OrgRecord, row: AmbassadorRow, changes: ProfileRevisionChanges): Promise<void> {
  if (isEmptyChange(changes)) return
  const next = withChanges(row, changes)
  const searchText = buildSearchText({ ...next, termNames: termNames(org, next.fieldKey, next.interests) })
  await tx
    .update(ambassadors)
    .set({ ...changes, languages: [...next.languages], interests: [...next.interests], searchText, updatedAt: sql`now()` })
    .where(eq(ambassadors.id, row.id))
  if (!row.active) return
  // Matching and directory counts are per directory version; the profile is on the prerendered pages.
  await bumpDirectoryVersion(tx, org.id)
  await notePublicChange(tx, org.id)
}
