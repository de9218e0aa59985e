/** Pasted codes often carry spaces or a dash ("123 456"): only the digits count. Every sign-in form (ambassadors, staff) uses it. */
export const normalizeCode = (value: string): string => value.replace(/[\s-]/g, '')
