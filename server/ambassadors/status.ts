/**
 * An ambassador's lifecycle status and the `active` flag public queries read:
 * always written together (a CHECK constraint refuses them apart).
 */
import type { AmbassadorStatus } from '../core/actor'

export const statusColumns = (status: AmbassadorStatus): { status: AmbassadorStatus; active: boolean } => ({ status, active: status === 'active' })

/** GraphQL's AmbassadorStatus enum value. */
export const statusName = (status: AmbassadorStatus): 'INVITED' | 'PENDING' | 'ACTIVE' | 'INACTIVE' => status.toUpperCase() as 'INVITED' | 'PENDING' | 'ACTIVE' | 'INACTIVE'
