/** The two staff roles as the API names them, owners first. */
export const STAFF_ROLES = ['OWNER', 'EDITOR'] as const
export type StaffRoleValue = (typeof STAFF_ROLES)[number]

/** Mutation context: urql's document cache refetches the staff list (and the audit log) after any change. */
export const REFRESH_STAFF = { additionalTypenames: ['StaffMember', 'AuditEntry'] }
