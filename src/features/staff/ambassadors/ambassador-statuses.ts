/** The lifecycle's statuses as the API names them, in the order an ambassador goes through them. */
export const AMBASSADOR_STATUSES = ['INVITED', 'PENDING', 'ACTIVE', 'INACTIVE'] as const
export type AmbassadorStatusName = (typeof AMBASSADOR_STATUSES)[number]

export interface AmbassadorFilter {
  readonly status: AmbassadorStatusName | null
  readonly search: string | null
}

/** Which one-click actions a row offers: approve a pending profile, deactivate an active one, reactivate an inactive one (never an erased row). */
export function rowActions(status: AmbassadorStatusName, erased: boolean): { approve: boolean; deactivate: boolean; reactivate: boolean; erase: boolean } {
  return {
    approve: status === 'PENDING',
    deactivate: status === 'ACTIVE',
    reactivate: status === 'INACTIVE' && !erased,
    erase: !erased,
  }
}
