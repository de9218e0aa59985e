/**
 * Mutation context for actions that change the header's counts (open,
 * overdue, pending): urql's document cache then refetches `me` as well.
 */
export const REFRESH_ACCOUNT = { additionalTypenames: ['AmbassadorAccount'] }
