/** Row ids are UUIDs: a value that is not one names no row (and never reaches SQL as one). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value)
