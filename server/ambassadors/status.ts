/**
 * An ambassador's lifecycle status and the `active` flag public queries read:
 * always written together (a CHECK constraint refuses them apart). And the
 * names GraphQL gives stored values (lower-case status, study level text).
 */
import type { AmbassadorStatus } from '../core/actor'
import { STUDY_LEVELS } from '../core/study-levels'
import type { AmbassadorStatus as AmbassadorStatusName, StudyLevel } from '../schema-types.generated'

export const statusColumns = (status: AmbassadorStatus): { status: AmbassadorStatus; active: boolean } => ({ status, active: status === 'active' })

const STATUS_NAMES: Readonly<Record<AmbassadorStatus, AmbassadorStatusName>> = { invited: 'INVITED', pending: 'PENDING', active: 'ACTIVE', inactive: 'INACTIVE' }

/** GraphQL's AmbassadorStatus enum value. */
export const statusName = (status: AmbassadorStatus): AmbassadorStatusName => STATUS_NAMES[status]

/** GraphQL's StudyLevel of a stored one; a value no level has (the column is text) is a broken row, not a level. */
export function studyLevelName(stored: string): StudyLevel {
  const level = STUDY_LEVELS.find((l) => l === stored)
  if (level === undefined) throw new Error(`unknown study level "${stored}"`)
  return level
}
