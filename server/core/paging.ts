import { badInput } from './errors'

/** Validates a page size against the API's maximum (an error, not a silent clamp). */
export function pageSize(first: number | null | undefined, fallback: number, max: number): number {
  const size = first ?? fallback
  if (!Number.isInteger(size) || size < 1 || size > max) {
    throw badInput(`\`first\` must be an integer from 1 to ${max}.`)
  }
  return size
}
